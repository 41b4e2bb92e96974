import { ClipboardList, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorLine, PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { useAnalytics } from '../api/get-analytics';

function StatCard({ title, label, value, icon: Icon, loading }: { title: string; label: string; value?: number; icon: typeof Users; loading: boolean }) {
  return (
    <Card className="gap-4 px-5 py-5">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      {loading ? (
        <Skeleton className="h-9 w-20" data-testid="stat-skeleton" />
      ) : (
        <p className="text-3xl font-semibold tracking-tight tabular-nums" aria-label={`${label}: ${value}`}>
          {value}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{label}</p>
    </Card>
  );
}

export function Dashboard({ userId }: { userId: string }) {
  const query = useAnalytics(userId);
  return (
    <div className="grid gap-6">
      <PageHeader title="Analytics" description="Your practice at a glance." />
      {query.isError ? (
        <ErrorLine message={errorMessage(query.error)} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-3xl">
          <StatCard title="Patients" label="Total patients" value={query.data?.data.patients.total} icon={Users} loading={query.isPending} />
          <StatCard title="Encounters" label="Total encounters" value={query.data?.data.encounters.total} icon={ClipboardList} loading={query.isPending} />
        </div>
      )}
    </div>
  );
}
