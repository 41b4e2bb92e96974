import type { PractitionerSettings, Section, TranscriptionSettings } from '@scribe/contracts';

/** What every note engine receives at checkout. */
export interface NoteRequest {
  transcript: string;
  patient: { first_name: string; last_name: string; birth_date: string; gender: 'male' | 'female' };
  settings: TranscriptionSettings;
  /** The day of the visit, for the patient's age. */
  visitDate: Date;
}

/** One engine's answer: one entry of `encounter.sections` and the chief complaint it found. */
export interface NoteResult {
  chiefComplaint: string | null;
  section: Section;
}

export interface NoteEngine {
  /** The model version value of docs/product.md, 4. Data ('stable', 'nova-llm', 'astra-4o'). */
  id: Exclude<PractitionerSettings['model_version'], 'latest' | 'debug-all'>;
  /** The label of docs/product.md, 4. Data, shown as the card title. */
  label: string;
  generate(request: NoteRequest): Promise<NoteResult>;
}
