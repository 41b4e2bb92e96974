import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, icd10SearchQuery, icd10SearchResult } from '@scribe/contracts';
import { loadIcd10, type Icd10Index } from '@scribe/clinical';

/**
 * ICD-10-CM search for the client and for clinicians correcting codes (issue 4). The code set is loaded into
 * memory on the first search (about a second), not at boot, so starting the server stays fast.
 */
export const icd10Routes: FastifyPluginAsyncZod<{ icd10?: () => Icd10Index }> = async (app, { icd10 = loadIcd10 }) => {
  app.get(
    '/icd10',
    {
      schema: {
        tags: ['icd10'],
        security: [{ bearer: [] }],
        querystring: icd10SearchQuery,
        response: { 200: icd10SearchResult, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      return { data: icd10().search(q, limit).map(({ code, display_name }) => ({ code, display_name })) };
    },
  );
};
