import { z } from 'zod';

/**
 * What the model must answer, as zod (checked on every reply) and as JSON Schema (sent as response_format where
 * the server supports it). Written out by hand so the JSON Schema meets the strict-mode rules (every property
 * required, no additional properties).
 */
const evidenceQuotes = z.array(z.string()).default([]);
const noteSentenceReply = z.object({ text: z.string(), evidence: evidenceQuotes });

export const noteReply = z.object({
  chief_complaint: z.string().nullable().default(null),
  sections: z.array(z.object({ title: z.string(), sentences: z.array(noteSentenceReply) })),
  diagnoses: z.array(z.object({ code: z.string(), description: z.string().default('') })).default([]),
});
export type NoteReply = z.infer<typeof noteReply>;

export const factsReply = z.object({ facts: z.array(noteSentenceReply) });
export type FactsReply = z.infer<typeof factsReply>;

const sentenceJsonSchema = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    evidence: { type: 'array', items: { type: 'string' } },
  },
  required: ['text', 'evidence'],
  additionalProperties: false,
};

export function noteJsonSchema(sectionTitles: readonly string[]) {
  return {
    name: 'progress_note',
    schema: {
      type: 'object',
      properties: {
        chief_complaint: { type: ['string', 'null'] },
        sections: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              title: { type: 'string', enum: [...sectionTitles] },
              sentences: { type: 'array', items: sentenceJsonSchema },
            },
            required: ['title', 'sentences'],
            additionalProperties: false,
          },
        },
        diagnoses: {
          type: 'array',
          items: {
            type: 'object',
            properties: { code: { type: 'string' }, description: { type: 'string' } },
            required: ['code', 'description'],
            additionalProperties: false,
          },
        },
      },
      required: ['chief_complaint', 'sections', 'diagnoses'],
      additionalProperties: false,
    },
  };
}

export const factsJsonSchema = {
  name: 'visit_facts',
  schema: {
    type: 'object',
    properties: { facts: { type: 'array', items: sentenceJsonSchema } },
    required: ['facts'],
    additionalProperties: false,
  },
};
