import { ChevronLeft, ChevronRight, MoreHorizontal } from 'lucide-react';
import { paginationModel } from '@/lib/pagination';
import { cn } from '@/lib/utils';
import { Button } from './ui/button';

/** Previous, page numbers with ellipses, Next (docs/product.md, Patient list). */
export function Pagination({ page, totalPages, onPageChange }: { page: number; totalPages: number; onPageChange: (page: number) => void }) {
  if (totalPages < 1) return null;
  const items = paginationModel(page, totalPages);
  return (
    <nav aria-label="Pagination" className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button variant="ghost" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1} aria-label="Go to previous page">
            <ChevronLeft />
            <span className="hidden sm:inline">Previous</span>
          </Button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} aria-hidden="true" className="flex size-8 items-center justify-center text-muted-foreground">
              <MoreHorizontal className="size-4" />
            </li>
          ) : (
            <li key={item.page}>
              <Button
                variant={item.page === page ? 'outline' : 'ghost'}
                size="icon-sm"
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
                className={cn(item.page === page && 'font-semibold')}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="ghost" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages} aria-label="Go to next page">
            <span className="hidden sm:inline">Next</span>
            <ChevronRight />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
