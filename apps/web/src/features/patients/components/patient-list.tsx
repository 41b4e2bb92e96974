import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarPlus, ListChecks, MoreHorizontal, Plus, Search, UserRoundPlus, Users } from 'lucide-react';
import { PATIENT_SEARCH_FIELDS, type Patient, type PatientSearchField } from '@scribe/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ErrorLine, PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/api-client';
import { capitalize, formatBirthDate, fullName, NAME_LIMIT, truncate } from '@/lib/format';
import { useDebouncedValue, useIsMobile } from '@/lib/hooks';
import { pageFromQuery } from '@/lib/pagination';
import { UNSEARCHABLE_FIELDS, usePatients, type PatientListParams } from '../api/list-patients';

// Fetched when first opened, not with the list: its birth-date mask (use-mask-input) is 90 KB of the list's 106
// (decision 107; like the create-encounter dialog, decision 84).
const AddPatientDialog = lazy(async () => ({ default: (await import('./add-patient-dialog')).AddPatientDialog }));

export const SEARCH_DEBOUNCE_MS = 300;
const SORT_LABELS = { desc: 'Desc', asc: 'Asc' } as const;
const SEARCH_BY_LABELS: Record<PatientSearchField, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  gender: 'Gender',
  birth_date: 'Birth Date',
};

export function readPatientListParams(params: URLSearchParams): PatientListParams {
  const searchBy = params.get('searchBy');
  const sort = params.get('sort');
  return {
    page: pageFromQuery(params.get('page')),
    search: params.get('search') ?? '',
    searchBy: (PATIENT_SEARCH_FIELDS as readonly string[]).includes(searchBy ?? '') ? (searchBy as PatientSearchField) : 'first_name',
    sort: sort === 'asc' ? 'asc' : 'desc',
  };
}

interface RowActionsProps {
  patient: Patient;
  onCreateEncounter: (patient: Patient) => void;
}

function RowActions({ patient, onCreateEncounter }: RowActionsProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${fullName(patient)}`}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to={`/encounter?patient=${patient._id}`}>
            <ListChecks /> Encounter List
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onCreateEncounter(patient)}>
          <CalendarPlus /> Create Encounter
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function PatientTable({ patients, onCreateEncounter }: { patients: Patient[]; onCreateEncounter: (p: Patient) => void }) {
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Name</TableHead>
            <TableHead>Birth Date</TableHead>
            <TableHead>Gender</TableHead>
            <TableHead>PID</TableHead>
            <TableHead className="w-16 text-right">Action</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {patients.map((patient) => (
            <TableRow key={patient._id}>
              <TableCell className="font-medium" title={fullName(patient)}>
                {truncate(fullName(patient), NAME_LIMIT)}
              </TableCell>
              <TableCell className="tabular-nums">{formatBirthDate(patient.birth_date)}</TableCell>
              <TableCell>{capitalize(patient.gender)}</TableCell>
              <TableCell className="font-mono text-xs text-muted-foreground">{patient.pid}</TableCell>
              <TableCell className="text-right">
                <RowActions patient={patient} onCreateEncounter={onCreateEncounter} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function PatientCards({ patients, onCreateEncounter }: { patients: Patient[]; onCreateEncounter: (p: Patient) => void }) {
  return (
    <ul className="grid gap-3" aria-label="Patients">
      {patients.map((patient) => (
        <li key={patient._id}>
          <Card className="gap-3 px-4 py-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium" title={fullName(patient)}>
                  {truncate(fullName(patient), NAME_LIMIT)}
                </p>
                <p className="font-mono text-xs text-muted-foreground">{patient.pid}</p>
              </div>
              <RowActions patient={patient} onCreateEncounter={onCreateEncounter} />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Birth Date</dt>
                <dd className="tabular-nums">{formatBirthDate(patient.birth_date)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Gender</dt>
                <dd>{capitalize(patient.gender)}</dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function PatientSkeleton({ mobile }: { mobile: boolean }) {
  if (mobile) {
    return (
      <div className="grid gap-3" data-testid="patients-skeleton">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} className="gap-3 px-4 py-4">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-8 w-full" />
          </Card>
        ))}
      </div>
    );
  }
  return (
    <Card className="gap-0 overflow-hidden py-0" data-testid="patients-skeleton">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {['Name', 'Birth Date', 'Gender', 'PID', 'Action'].map((h) => (
              <TableHead key={h}>{h}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {Array.from({ length: 6 }, (_, i) => (
            <TableRow key={i}>
              {[36, 24, 16, 20, 8].map((w, j) => (
                <TableCell key={j}>
                  <Skeleton className="h-4" style={{ width: `${w * 4}px` }} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

export function PatientList({ userId, onCreateEncounter }: { userId: string; onCreateEncounter: (patient: Patient) => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readPatientListParams(searchParams);
  const isMobile = useIsMobile();
  const [addOpen, setAddOpenState] = useState(false);
  // Once opened it stays mounted, so that closing it plays the dialog's own closing animation.
  const [addEverOpened, setAddEverOpened] = useState(false);
  const setAddOpen = (open: boolean) => {
    if (open) setAddEverOpened(true);
    setAddOpenState(open);
  };
  const [searchText, setSearchText] = useState(params.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const searchDisabled = UNSEARCHABLE_FIELDS.includes(params.searchBy);

  const update = (changes: Partial<Record<'page' | 'search' | 'searchBy' | 'sort', string>>) => {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: !('page' in changes) || Object.keys(changes).length > 1 },
    );
  };

  useEffect(() => {
    if (debouncedSearch !== params.search) update({ search: debouncedSearch, page: '1' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the debounced text drives this.
  }, [debouncedSearch]);

  const query = usePatients(userId, params);
  const patients = query.data?.data.docs ?? [];
  const totalPages = query.data?.data.totalPages ?? 0;
  const searchActive = !searchDisabled && params.search.trim() !== '';

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Patients"
        description="Everyone you care for, in one place."
        actions={
          <Button onClick={() => setAddOpen(true)}>
            <Plus aria-hidden="true" /> Add
          </Button>
        }
      />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_8rem]">
        <div className="relative">
          <Label htmlFor="patient-search" className="sr-only">
            Search patients
          </Label>
          <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden="true" />
          <Input
            id="patient-search"
            type="search"
            placeholder={searchDisabled ? 'Search is not available for this field' : `Search by ${SEARCH_BY_LABELS[params.searchBy].toLowerCase()}`}
            value={searchDisabled ? '' : searchText}
            disabled={searchDisabled}
            onChange={(event) => setSearchText(event.target.value)}
            className="pl-9"
          />
        </div>
        <Select value={params.searchBy} onValueChange={(value) => update({ searchBy: value, page: '1' })}>
          <SelectTrigger aria-label="Search by">
            <span className="text-muted-foreground">By:</span>
            {/* Named here rather than copied from the chosen item by Radix in the browser, so the page rendered at
                build time shows it too (decision 113). */}
            <SelectValue>{SEARCH_BY_LABELS[params.searchBy]}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {PATIENT_SEARCH_FIELDS.map((field) => (
              <SelectItem key={field} value={field}>
                {SEARCH_BY_LABELS[field]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={params.sort} onValueChange={(value) => update({ sort: value, page: '1' })}>
          <SelectTrigger aria-label="Sort">
            <span className="text-muted-foreground">Sort:</span>
            <SelectValue>{SORT_LABELS[params.sort]}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="desc">{SORT_LABELS.desc}</SelectItem>
            <SelectItem value="asc">{SORT_LABELS.asc}</SelectItem>
          </SelectContent>
        </Select>
      </div>

      {query.isPending ? (
        <PatientSkeleton mobile={isMobile} />
      ) : query.isError ? (
        <ErrorLine message={errorMessage(query.error)} />
      ) : patients.length === 0 ? (
        <Card className="items-center gap-3 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            {searchActive ? <Users className="size-6" aria-hidden="true" /> : <UserRoundPlus className="size-6" aria-hidden="true" />}
          </span>
          <p className="max-w-sm text-sm text-muted-foreground">
            {searchActive ? 'No Patient Found' : 'There is no patient available press Add Patient button to add patient.'}
          </p>
          {!searchActive && (
            <Button variant="outline" onClick={() => setAddOpen(true)}>
              <Plus aria-hidden="true" /> Add Patient
            </Button>
          )}
        </Card>
      ) : (
        <>
          {isMobile ? (
            <PatientCards patients={patients} onCreateEncounter={onCreateEncounter} />
          ) : (
            <PatientTable patients={patients} onCreateEncounter={onCreateEncounter} />
          )}
          <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
            <p className="text-sm text-muted-foreground">
              {query.data.data.totalDocs} {query.data.data.totalDocs === 1 ? 'patient' : 'patients'}
              {query.isFetching && <Badge variant="outline" className="ml-2">Updating</Badge>}
            </p>
            <Pagination page={params.page} totalPages={totalPages} onPageChange={(page) => update({ page: String(page) })} />
          </div>
        </>
      )}
      {addEverOpened && (
        <Suspense fallback={null}>
          <AddPatientDialog open={addOpen} onOpenChange={setAddOpen} userId={userId} />
        </Suspense>
      )}
    </div>
  );
}
