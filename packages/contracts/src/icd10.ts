import { z } from 'zod';

/** `GET /api/icd10?q=`: the search box for ICD-10-CM codes (a code prefix or words). */
export const icd10SearchQuery = z.object({
  q: z
    .string({ error: 'q must be text.' })
    .trim()
    .min(1, 'Type a code or a word to search.')
    .max(100, 'A search can hold at most 100 characters.'),
  limit: z.preprocess(
    (value) => (value === undefined || value === '' ? 20 : Number(value)),
    z.number({ error: 'limit must be a whole number from 1 to 50.' }).int('limit must be a whole number from 1 to 50.').min(1, 'limit must be a whole number from 1 to 50.').max(50, 'limit must be a whole number from 1 to 50.'),
  ),
});
export const icd10Code = z.object({ code: z.string(), display_name: z.string() });
export const icd10SearchResult = z.object({ data: z.array(icd10Code) });
export type Icd10SearchResult = z.infer<typeof icd10SearchResult>;
