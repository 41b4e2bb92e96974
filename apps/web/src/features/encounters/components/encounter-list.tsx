import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Archive, ArchiveRestore, ArrowLeft, ClipboardList, ExternalLink, MoreHorizontal, Plus } from 'lucide-react';
import type { EncounterSummary } from '@scribe/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ErrorLine, PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/api-client';
import { formatEncounterDate, fullName } from '@/lib/format';
import { useIsMobile } from '@/lib/hooks';
import { pageFromQuery } from '@/lib/pagination';
import { canArchive } from '../api/archive-encounter';
import { useEncounters } from '../api/list-encounters';
import { ArchiveEncounterDialog } from './archive-encounter-dialog';
import { CreateEncounterDialog } from './create-encounter-dialog';
import { StatusBadge } from './status-badge';

function RowMenu({ encounter, archivedTab, onArchive }: { encounter: EncounterSummary; archivedTab: boolean; onArchive: (e: EncounterSummary) => void }) {
  const allowed = canArchive(encounter.status);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for encounter of ${formatEncounterDate(encounter.createdAt)}`}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {!archivedTab && (
          <DropdownMenuItem asChild>
            <Link to={`/encounter/${encounter._id}`}>
              <ExternalLink /> Visit Encounter
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem disabled={!allowed} onSelect={() => onArchive(encounter)}>
          {archivedTab ? <ArchiveRestore /> : <Archive />}
          {archivedTab ? 'Unarchive Encounter' : 'Archive Encounter'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function EncounterList({ userId }: { userId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const patientId = searchParams.get('patient') ?? '';
  const page = pageFromQuery(searchParams.get('page'));
  const isMobile = useIsMobile();
  const [tab, setTab] = useState<'unarchive' | 'archive'>('unarchive');
  const [createOpen, setCreateOpen] = useState(false);
  const [archiveTarget, setArchiveTarget] = useState<EncounterSummary | null>(null);
  const archivedTab = tab === 'archive';
  const query = useEncounters(userId, { patient: patientId, page, archived: archivedTab });
  const docs = query.data?.data.docs ?? [];
  const patientName = docs[0] ? fullName(docs[0].patient) : null;

  const setPage = (next: number) =>
    setSearchParams((prev) => {
      const params = new URLSearchParams(prev);
      params.set('page', String(next));
      return params;
    });

  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="link" className="h-auto p-0 text-muted-foreground">
          <Link to="/patients">
            <ArrowLeft aria-hidden="true" /> Patients
          </Link>
        </Button>
      </div>
      <PageHeader
        title="Encounters"
        description={patientName ? `Visits of ${patientName}` : 'Visits of this patient'}
        actions={
          !archivedTab && patientId ? (
            <Button onClick={() => setCreateOpen(true)}>
              <Plus aria-hidden="true" /> Create Encounter
            </Button>
          ) : undefined
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as typeof tab);
          setPage(1);
        }}
      >
        <TabsList>
          <TabsTrigger value="unarchive">Unarchive</TabsTrigger>
          <TabsTrigger value="archive">Archive</TabsTrigger>
        </TabsList>
      </Tabs>

      {query.isPending ? (
        <Card className="gap-3 p-5" data-testid="encounters-skeleton">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </Card>
      ) : query.isError ? (
        <ErrorLine message={errorMessage(query.error)} />
      ) : docs.length === 0 ? (
        <Card className="items-center gap-3 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ClipboardList className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">No Encounters</p>
        </Card>
      ) : (
        <>
          {isMobile ? (
            <ul className="grid gap-3" aria-label="Encounters">
              {docs.map((encounter) => (
                <li key={encounter._id}>
                  <Card className="flex-row items-center justify-between gap-3 px-4 py-4">
                    <div className="grid min-w-0 gap-1">
                      <p className="truncate font-medium">{fullName(encounter.patient)}</p>
                      <p className="text-sm text-muted-foreground tabular-nums">{formatEncounterDate(encounter.createdAt)}</p>
                      <StatusBadge status={encounter.status} />
                    </div>
                    <RowMenu encounter={encounter} archivedTab={archivedTab} onArchive={setArchiveTarget} />
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <Card className="gap-0 overflow-hidden py-0">
              <Table>
                <TableHeader>
                  <TableRow className="hover:bg-transparent">
                    <TableHead>Name</TableHead>
                    <TableHead>Date</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="w-16 text-right">Action</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {docs.map((encounter) => (
                    <TableRow key={encounter._id}>
                      <TableCell className="font-medium">{fullName(encounter.patient)}</TableCell>
                      <TableCell className="tabular-nums">{formatEncounterDate(encounter.createdAt)}</TableCell>
                      <TableCell>
                        <StatusBadge status={encounter.status} />
                      </TableCell>
                      <TableCell className="text-right">
                        <RowMenu encounter={encounter} archivedTab={archivedTab} onArchive={setArchiveTarget} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
          )}
          <Pagination page={page} totalPages={query.data.data.totalPages} onPageChange={setPage} />
        </>
      )}

      <CreateEncounterDialog userId={userId} patientId={patientId || null} open={createOpen} onOpenChange={setCreateOpen} />
      <ArchiveEncounterDialog
        userId={userId}
        encounterId={archiveTarget?._id ?? null}
        archived={archivedTab}
        open={archiveTarget !== null}
        onOpenChange={(open) => !open && setArchiveTarget(null)}
      />
    </div>
  );
}
