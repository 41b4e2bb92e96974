import fs from 'node:fs';
import { z } from 'zod';
import type { TranscriptionSettings } from '@scribe/contracts';
import type { ChatMessage } from './chat-client.js';

export interface FewShotExample {
  id: string;
  transcript: string;
  note: string;
}

const fewShotFile = z.object({
  source: z.string(),
  examples: z.array(z.object({ id: z.string(), transcript: z.string(), note: z.string() })),
});

/** The few-shot examples copied from the ACI-BENCH train split (data-llm/SOURCE.md). */
export function loadFewShotExamples(): FewShotExample[] {
  const url = new URL('../../data-llm/few-shot.json', import.meta.url);
  return fewShotFile.parse(JSON.parse(fs.readFileSync(url, 'utf8'))).examples;
}

const DETAIL: Record<TranscriptionSettings['detail_level'], string> = {
  high: 'Detail level: high. Include every clinically relevant detail that was said: onset, duration, severity, pertinent negatives, medication names and doses, results, and each part of the plan.',
  low: 'Detail level: low. Keep only the essentials: one or two short sentences per section.',
};

const NOTE_TYPE: Record<TranscriptionSettings['note_type'], string> = {
  paragraph: 'Note type: paragraph. Each sentence is a complete sentence; a section reads as a short paragraph.',
  bullet_points: 'Note type: bullet points. Each sentence is one short, telegraphic bullet point (no leading dash).',
};

const VISIT_TYPE: Record<TranscriptionSettings['type'], string> = {
  in_person: 'Visit type: in person. The transcript is a conversation between the practitioner and the patient; speaker tags can be wrong.',
  post_visit: 'Visit type: post-visit dictation. The transcript is the practitioner alone, dictating after the visit.',
};

const PLACEHOLDER_RULE =
  'Tokens in square brackets such as [PATIENT_FIRST_NAME], [PATIENT_LAST_NAME] and [PATIENT_BIRTH_DATE] stand for the patient\'s details: copy them unchanged where needed.';

function noteRules(sectionTitles: readonly string[], settings: TranscriptionSettings): string {
  return [
    'You are a clinical documentation assistant. You write the progress note of one visit from what was said in it.',
    '',
    'Rules:',
    '- Write only what the transcript supports. Never invent findings, vital signs, results, doses or diagnoses.',
    '- Write in the third person, in the concise style of a clinician\'s progress note ("The patient reports…").',
    '- Every sentence carries "evidence": one or more quotes copied word for word from the transcript (each 3 to 30 words) that support it.',
    '- Use exactly these section titles, in this order: ' + sectionTitles.map((title) => `"${title}"`).join(', ') + '.',
    '- A section the visit says nothing about has an empty "sentences" list.',
    '- "chief_complaint": the main reason for the visit in a few words, or null.',
    '- "diagnoses": ICD-10-CM codes (billable, as specific as the transcript allows) for the conditions assessed or treated in this visit, most important first. Never code a finding the patient denies.',
    `- ${PLACEHOLDER_RULE}`,
    '- Answer with one JSON object only: {"chief_complaint": string|null, "sections": [{"title": string, "sentences": [{"text": string, "evidence": [string]}]}], "diagnoses": [{"code": string, "description": string}]}.',
    '',
    DETAIL[settings.detail_level],
    NOTE_TYPE[settings.note_type],
    VISIT_TYPE[settings.type],
  ].join('\n');
}

function examplesBlock(examples: readonly FewShotExample[]): string {
  if (examples.length === 0) return '';
  const parts = examples.map(
    (example, index) =>
      `Example ${index + 1} transcript:\n<<<\n${example.transcript}\n>>>\nExample ${index + 1} note written by the clinician:\n<<<\n${example.note}\n>>>`,
  );
  return [
    '',
    'Examples of other visits (different patients) and the notes clinicians wrote for them. Follow their clinical style and level of precision; use the section titles and JSON format above, not theirs.',
    '',
    parts.join('\n\n'),
  ].join('\n');
}

export interface NotePromptInput {
  sectionTitles: readonly string[];
  settings: TranscriptionSettings;
  examples: readonly FewShotExample[];
  /** The whole transcript, or (for a long one) the facts taken from its parts. */
  source: { kind: 'transcript'; text: string } | { kind: 'facts'; facts: { text: string; evidence: string[] }[] };
}

/** The messages that ask for the note. */
export function buildNoteMessages({ sectionTitles, settings, examples, source }: NotePromptInput): ChatMessage[] {
  const system = noteRules(sectionTitles, settings) + examplesBlock(examples);
  const user =
    source.kind === 'transcript'
      ? `Transcript of this visit:\n<<<\n${source.text}\n>>>\n\nWrite the note as JSON.`
      : [
          'The transcript of this visit was too long to send whole. These are the facts taken from it, in order, each with its quotes from the transcript:',
          '',
          ...source.facts.map((fact, index) => `${index + 1}. ${fact.text}${fact.evidence.length ? ` (quotes: ${fact.evidence.map((quote) => JSON.stringify(quote)).join(', ')})` : ''}`),
          '',
          'Write the note as JSON. For evidence, reuse the quotes given with the facts.',
        ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** The messages that take the facts out of one part of a long transcript (the "map" step). */
export function buildFactsMessages({ part, partCount, partIndex, settings }: { part: string; partIndex: number; partCount: number; settings: TranscriptionSettings }): ChatMessage[] {
  const system = [
    'You are a clinical documentation assistant. You read one part of a long visit transcript and list every clinically relevant fact said in it: symptoms and their details, pertinent negatives, history, medications and doses, allergies, exam findings, results, assessments and plans.',
    '',
    'Rules:',
    '- Only facts stated in this part. Never invent anything.',
    '- Each fact is one short sentence and carries "evidence": quotes copied word for word from this part (each 3 to 30 words).',
    `- ${PLACEHOLDER_RULE}`,
    '- Answer with one JSON object only: {"facts": [{"text": string, "evidence": [string]}]}.',
    '',
    VISIT_TYPE[settings.type],
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Part ${partIndex + 1} of ${partCount} of the transcript:\n<<<\n${part}\n>>>\n\nList the facts as JSON.` },
  ];
}

/** A rough token count (English runs about 4 characters a token; 3.5 errs on the safe side); only to decide when to split. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 3.5);
export const messagesTokens = (messages: readonly ChatMessage[]) => messages.reduce((sum, message) => sum + estimateTokens(message.content) + 4, 0);
