import { z } from 'zod';

export const analytics = z.object({
  patients: z.object({ total: z.number().int() }),
  encounters: z.object({ total: z.number().int() }),
});
