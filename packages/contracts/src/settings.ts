import { z } from 'zod';

/** Model choices (docs/product.md, Data): value → label. `latest` is the default and means "the best configured engine". */
export const MODEL_CHOICES = {
  stable: 'Stable Fusion',
  'nova-llm': 'Nova LLM',
  'astra-4o': 'Astra 4o',
  'debug-all': 'All',
} as const;
export const MODEL_VERSIONS = ['latest', 'stable', 'nova-llm', 'astra-4o', 'debug-all'] as const;
export type ModelVersion = (typeof MODEL_VERSIONS)[number];

export const NOTE_TEMPLATES = [
  'GENERIC_MULTIPLE_SECTIONS',
  'GENERIC_SOAP',
  'CARDIOLOGY_MULTIPLE_SECTIONS',
  'PSYCHIATRY_MULTIPLE_SECTIONS',
  'PSYCHOLOGY_MULTIPLE_SECTIONS',
] as const;
export type NoteTemplate = (typeof NOTE_TEMPLATES)[number];
export const DETAIL_LEVELS = ['low', 'high'] as const;
export const NOTE_TYPES = ['paragraph', 'bullet_points'] as const;
export const TRANSCRIPTION_TYPES = ['in_person', 'post_visit'] as const;

export const transcriptionSettings = z.object({
  template: z.enum(NOTE_TEMPLATES, { error: 'Note template is required' }),
  detail_level: z.enum(DETAIL_LEVELS, { error: 'Please select detail level' }),
  note_type: z.enum(NOTE_TYPES, { error: 'Please select note type' }),
  type: z.enum(TRANSCRIPTION_TYPES, { error: 'Please type' }),
});
export type TranscriptionSettings = z.infer<typeof transcriptionSettings>;

export const practitionerSettings = z.object({
  transcription: transcriptionSettings,
  model_version: z.enum(MODEL_VERSIONS, { error: 'Please select model version' }),
});
export type PractitionerSettings = z.infer<typeof practitionerSettings>;

export const DEFAULT_SETTINGS: PractitionerSettings = {
  transcription: { template: 'GENERIC_SOAP', detail_level: 'high', note_type: 'paragraph', type: 'in_person' },
  model_version: 'latest',
};

/** Which engines this server can run, so Settings can show the others as unavailable with the reason. */
export const engineAvailability = z.object({
  value: z.enum(MODEL_VERSIONS),
  label: z.string(),
  available: z.boolean(),
  reason: z.string().optional(),
});
export const settingsView = practitionerSettings.extend({ engines: z.array(engineAvailability) });
export type SettingsView = z.infer<typeof settingsView>;
