import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useHookFormMask } from 'use-mask-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { FormField } from '@/components/form-field';
import { GenderSelect } from '@/components/gender-select';
import { errorMessage } from '@/lib/api-client';
import { addPatientFormSchema, useCreatePatient, type AddPatientFormInput, type CreatePatientInput } from '../api/create-patient';

const EMPTY: AddPatientFormInput = { first_name: '', last_name: '', birth_date: '', gender: undefined as unknown as 'male' };

export function AddPatientDialog({ open, onOpenChange, userId }: { open: boolean; onOpenChange: (open: boolean) => void; userId: string }) {
  const { register, handleSubmit, formState, control, reset } = useForm<AddPatientFormInput, unknown, CreatePatientInput>({
    resolver: zodResolver(addPatientFormSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  // One mask for the life of the input: the hook keeps a stable ref per field. withHookFormMask re-applied
  // the mask on every render (each keystroke re-validates), and a key typed meanwhile could be lost. The cast:
  // use-mask-input types `register` with its own copy of react-hook-form's types, which lag ours.
  const registerWithMask = useHookFormMask(register as unknown as Parameters<typeof useHookFormMask<AddPatientFormInput, object>>[0]);
  const mutation = useCreatePatient(userId);
  // docs/product.md, Patient list: the form resets whenever the dialog opens or closes.
  useEffect(() => {
    reset(EMPTY);
  }, [open, reset]);
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Patient added successfully' });
        onOpenChange(false);
      },
      onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Patient</DialogTitle>
          <DialogDescription>Patients you add are visible only to you.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="patient-first-name" label="First name" error={errors.first_name?.message}>
              <Input placeholder="Patient first name" autoComplete="off" {...register('first_name')} />
            </FormField>
            <FormField id="patient-last-name" label="Last name" error={errors.last_name?.message}>
              <Input placeholder="Patient last name" autoComplete="off" {...register('last_name')} />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="patient-birth-date" label="Birth date" error={errors.birth_date?.message}>
              <Input placeholder="MM/DD/YYYY" inputMode="numeric" autoComplete="off" {...registerWithMask('birth_date', '99/99/9999', { placeholder: 'MM/DD/YYYY', showMaskOnHover: false })} />
            </FormField>
            <FormField id="patient-gender" label="Gender" error={errors.gender?.message}>
              <GenderSelect control={control} name="gender" />
            </FormField>
          </div>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <Spinner label="Saving patient" />}
              Add Patient
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
