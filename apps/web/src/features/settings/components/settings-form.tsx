import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DETAIL_LEVELS,
  MODEL_CHOICES,
  NOTE_TEMPLATES,
  NOTE_TYPES,
  TRANSCRIPTION_TYPES,
  type PractitionerSettings,
  type SettingsView,
} from '@scribe/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ErrorLine, LoadingLine, PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { snakeToTitle } from '@/lib/format';
import { useSettings } from '../api/get-settings';
import { updateSettingsSchema, useUpdateSettings } from '../api/update-settings';

export const TEMPLATE_HINTS: Record<(typeof NOTE_TEMPLATES)[number], string> = {
  GENERIC_MULTIPLE_SECTIONS: 'General medicine',
  GENERIC_SOAP: 'Subjective, Objective, Assessment, Plan',
  CARDIOLOGY_MULTIPLE_SECTIONS: 'Cardiology',
  PSYCHIATRY_MULTIPLE_SECTIONS: 'Psychiatry',
  PSYCHOLOGY_MULTIPLE_SECTIONS: 'Psychology',
};

/** docs/product.md, Data: in_person, post_visit (shown as Post Visit Dictation); other values as Title Case. */
export function optionLabel(value: string): string {
  if (value === 'post_visit') return 'Post Visit Dictation';
  return snakeToTitle(value).replace(/\bSoap\b/, 'SOAP');
}

export function modelOptions(view: SettingsView): SettingsView['engines'] {
  if (view.engines.length > 0) return view.engines;
  return [
    { value: 'latest', label: 'Latest', available: true },
    ...Object.entries(MODEL_CHOICES).map(([value, label]) => ({ value: value as keyof typeof MODEL_CHOICES, label, available: true })),
  ];
}

function RadioField({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: readonly string[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2.5">
      <legend className="mb-2.5 text-sm font-medium">{legend}</legend>
      <RadioGroup value={value ?? ''} onValueChange={onChange} className="flex flex-wrap gap-x-6 gap-y-2" aria-label={legend}>
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem value={option} id={`${name}-${option}`} />
            <Label htmlFor={`${name}-${option}`} className="font-normal">
              {optionLabel(option)}
            </Label>
          </div>
        ))}
      </RadioGroup>
      {error && <p className="text-[13px] text-destructive">{error}</p>}
    </fieldset>
  );
}

function SettingsEditor({ view, userId }: { view: SettingsView; userId: string }) {
  const { control, handleSubmit, formState } = useForm<PractitionerSettings>({
    resolver: zodResolver(updateSettingsSchema),
    mode: 'onChange',
    defaultValues: { model_version: view.model_version, transcription: view.transcription },
  });
  const template = useWatch({ control, name: 'transcription.template' });
  const mutation = useUpdateSettings(userId);
  const errors = formState.errors;
  const models = modelOptions(view);

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={handleSubmit((values) =>
        mutation.mutate(values, {
          onSuccess: () => toast({ title: 'Settings updated successfully' }),
          onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
        }),
      )}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="model_version">Modal Version</Label>
          <Controller
            control={control}
            name="model_version"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="model_version" aria-label="Modal Version">
                  <SelectValue placeholder="Select model version" />
                </SelectTrigger>
                <SelectContent>
                  {models.map((model) => (
                    <SelectItem key={model.value} value={model.value} disabled={!model.available} hint={model.available ? undefined : model.reason}>
                      {model.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {errors.model_version && <p className="text-[13px] text-destructive">{errors.model_version.message}</p>}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="template">Note Template</Label>
          <Controller
            control={control}
            name="transcription.template"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="template" aria-label="Note Template">
                  <SelectValue placeholder="Select note template" />
                </SelectTrigger>
                <SelectContent>
                  {NOTE_TEMPLATES.map((value) => (
                    <SelectItem key={value} value={value} hint={TEMPLATE_HINTS[value]}>
                      {optionLabel(value)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {errors.transcription?.template && <p className="text-[13px] text-destructive">{errors.transcription.template.message}</p>}
        </div>
      </div>
      {template && (
        <div className="grid gap-6 rounded-lg border bg-muted/30 p-4 sm:p-5">
          <Controller
            control={control}
            name="transcription.detail_level"
            render={({ field }) => (
              <RadioField name="detail_level" legend="Level of Detail" options={DETAIL_LEVELS} value={field.value} onChange={field.onChange} error={errors.transcription?.detail_level?.message} />
            )}
          />
          <Controller
            control={control}
            name="transcription.note_type"
            render={({ field }) => (
              <RadioField name="note_type" legend="Note Type" options={NOTE_TYPES} value={field.value} onChange={field.onChange} error={errors.transcription?.note_type?.message} />
            )}
          />
          <Controller
            control={control}
            name="transcription.type"
            render={({ field }) => (
              <RadioField name="type" legend="Transcription" options={TRANSCRIPTION_TYPES} value={field.value} onChange={field.onChange} error={errors.transcription?.type?.message} />
            )}
          />
        </div>
      )}
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />}
          Save Setting
        </Button>
      </div>
    </form>
  );
}

export function SettingsPage({ userId }: { userId: string }) {
  const query = useSettings(userId);
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title="Notes Settings" description="How your progress notes are written." />
      {query.isPending ? (
        <LoadingLine />
      ) : query.isError ? (
        <ErrorLine message={errorMessage(query.error)} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Note generation</CardTitle>
            <CardDescription>Applies to encounters you check out from now on.</CardDescription>
          </CardHeader>
          <CardContent>
            <SettingsEditor view={query.data.data} userId={userId} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
