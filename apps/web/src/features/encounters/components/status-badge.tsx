import type { EncounterStatus } from '@scribe/contracts';
import { Badge } from '@/components/ui/badge';
import { capitalize } from '@/lib/format';

/** docs/product.md, Encounter list: destructive for failed, default for completed, outline otherwise; text capitalised. */
export function statusVariant(status: string): 'destructive' | 'default' | 'outline' {
  if (status === 'failed') return 'destructive';
  if (status === 'completed') return 'default';
  return 'outline';
}

export function StatusBadge({ status }: { status: EncounterStatus | string }) {
  return <Badge variant={statusVariant(status)}>{capitalize(status)}</Badge>;
}
