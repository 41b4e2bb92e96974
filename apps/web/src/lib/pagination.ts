export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/**
 * docs/product.md, Timings and limits: with 7 or fewer pages every page is shown. Otherwise the first and last pages always show; while the
 * current page is among the first 3 (or last 3) pages, the first 4 (or last 4) show beside one ellipsis, and
 * elsewhere the current page and its neighbours show between two ellipses.
 */
export function paginationModel(current: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  const page = (n: number): PageItem => ({ type: 'page', page: n });
  if (total <= 7) return Array.from({ length: total }, (_, i) => page(i + 1));
  const at = Math.min(Math.max(1, Math.floor(current)), total);
  if (at <= 3) return [page(1), page(2), page(3), page(4), { type: 'ellipsis', key: 'end' }, page(total)];
  if (at >= total - 2) {
    return [page(1), { type: 'ellipsis', key: 'start' }, page(total - 3), page(total - 2), page(total - 1), page(total)];
  }
  return [
    page(1),
    { type: 'ellipsis', key: 'start' },
    page(at - 1),
    page(at),
    page(at + 1),
    { type: 'ellipsis', key: 'end' },
    page(total),
  ];
}

/** Page number from the query: 1-based, default 1; anything else falls back to 1. */
export function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
