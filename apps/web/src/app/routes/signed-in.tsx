import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { Patient } from '@scribe/contracts';
import { Dashboard } from '@/features/analytics/components/dashboard';
import { CreateEncounterDialog } from '@/features/encounters/components/create-encounter-dialog';
import { EncounterDetails } from '@/features/encounters/components/encounter-details';
import { EncounterList } from '@/features/encounters/components/encounter-list';
import { PatientList } from '@/features/patients/components/patient-list';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { SettingsPage } from '@/features/settings/components/settings-form';
import { useCurrentUser } from '@/lib/hooks';

function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Clinical Scribe`;
  }, [title]);
}

/** The app layout only renders its children with a stored user, so this is always set there. */
function useUserId(): string {
  return useCurrentUser()?._id ?? '';
}

export function PatientsRoute() {
  useTitle('Patients');
  const userId = useUserId();
  const [target, setTarget] = useState<Patient | null>(null);
  return (
    <>
      <PatientList userId={userId} onCreateEncounter={setTarget} />
      <CreateEncounterDialog userId={userId} patientId={target?._id ?? null} open={target !== null} onOpenChange={(open) => !open && setTarget(null)} />
    </>
  );
}

export function EncounterListRoute() {
  useTitle('Encounters');
  return <EncounterList userId={useUserId()} />;
}

export function EncounterDetailsRoute() {
  useTitle('Encounter');
  const { encounterId = '' } = useParams();
  return <EncounterDetails key={encounterId} userId={useUserId()} encounterId={encounterId} />;
}

export function AnalyticsRoute() {
  useTitle('Analytics');
  return <Dashboard userId={useUserId()} />;
}

export function ProfileRoute() {
  useTitle('My Profile');
  const user = useCurrentUser();
  return user ? <ProfilePage key={user._id} user={user} /> : null;
}

export function SettingsRoute() {
  useTitle('Notes Settings');
  return <SettingsPage userId={useUserId()} />;
}
