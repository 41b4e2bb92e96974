import { useMutation, useQueryClient } from '@tanstack/react-query';
import { birthDateField, firstNameField, genderField, lastNameField, type Patient } from '@scribe/contracts';
import { z } from 'zod';
import { api, type Envelope } from '@/lib/api-client';
import { birthDateToIso } from '@/lib/format';
import { patientsQueryKey } from './list-patients';

/** The Add Patient form: the birth date is typed MM/DD/YYYY through a mask and sent as YYYY-MM-DD. */
export const addPatientFormSchema = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  birth_date: z.string().transform(birthDateToIso).pipe(birthDateField),
  gender: genderField,
});
export type AddPatientFormInput = z.input<typeof addPatientFormSchema>;
export type CreatePatientInput = z.output<typeof addPatientFormSchema>;

export function createPatient(input: CreatePatientInput): Promise<Envelope<Patient>> {
  return api.post<Envelope<Patient>>('/patients', input);
}

export function useCreatePatient(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPatient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientsQueryKey(userId) }),
  });
}
