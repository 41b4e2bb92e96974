import { z } from 'zod';

/** Every success body: `{ data, message? }` (docs/product.md, API). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });

export const messageOnly = z.object({ message: z.string(), data: z.object({}).optional() });

/** Every error body (docs/product.md, API). The client shows `message`. */
export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const paged = <T extends z.ZodType>(doc: T) =>
  z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });

export const idParam = z.object({ id: z.uuid({ error: 'Not found.' }) });

export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Query numbers arrive as strings; blank means "not given". */
const queryInt = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : Number(value)),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
export const limitQuery = queryInt(1, MAX_PAGE_SIZE, PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
export const offsetQuery = queryInt(0, 1_000_000_000, 0, 'offset must be a whole number of 0 or more.');
