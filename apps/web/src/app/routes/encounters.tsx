import { useParams } from 'react-router';
import { EncounterDetails } from '@/features/encounters/components/encounter-details';
import { EncounterList } from '@/features/encounters/components/encounter-list';
import { useTitle, useUserId } from './page';

export function EncounterListRoute() {
  useTitle('Encounters');
  return <EncounterList userId={useUserId()} />;
}

export function EncounterDetailsRoute() {
  useTitle('Encounter');
  const { encounterId = '' } = useParams();
  return <EncounterDetails key={encounterId} userId={useUserId()} encounterId={encounterId} />;
}
