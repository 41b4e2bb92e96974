import { lazy, Suspense, useState } from 'react';
import type { Patient } from '@scribe/contracts';
import { PatientList } from '@/features/patients/components/patient-list';
import { useTitle, useUserId } from './page';

// The dialog is fetched when first opened, not with the list (issue 12: the first page light).
const CreateEncounterDialog = lazy(async () => ({ default: (await import('@/features/encounters/components/create-encounter-dialog')).CreateEncounterDialog }));

export function PatientsRoute() {
  useTitle('Patients');
  const userId = useUserId();
  const [target, setTarget] = useState<Patient | null>(null);
  // Once opened it stays mounted, so that closing it plays the dialog's own closing animation.
  const [everOpened, setEverOpened] = useState(false);
  const open = (patient: Patient) => {
    setEverOpened(true);
    setTarget(patient);
  };
  return (
    <>
      <PatientList userId={userId} onCreateEncounter={open} />
      {everOpened && (
        <Suspense fallback={null}>
          <CreateEncounterDialog userId={userId} patientId={target?._id ?? null} open={target !== null} onOpenChange={(isOpen) => !isOpen && setTarget(null)} />
        </Suspense>
      )}
    </>
  );
}
