import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEncounterBody,
  encounter,
  encounterSummary,
  envelope,
  errorBody,
  idParam,
  listEncountersQuery,
  listTranscriptVersionsQuery,
  paged,
  recordingCredentials,
  saveTranscriptBody,
  speakerLabelsAnswer,
  transcriptVersion,
} from '@scribe/contracts';
import { actorOf, originOf } from '../practitioners/authenticate.js';
import type { EncountersService } from './encounters.service.js';

const tags = ['encounters'];
const security = [{ bearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const one = envelope(encounter);

export const encountersRoutes: FastifyPluginAsyncZod<{ encounters: EncountersService }> = async (app, { encounters }) => {
  app.post('/encounters', { schema: { tags, security, body: createEncounterBody, response: { 201: one, ...errors } } }, async (request, reply) => {
    const created = await encounters.create(actorOf(request), request.body.patient);
    return reply.code(201).send({ data: created, message: 'Encounter successfully created.' });
  });

  app.get(
    '/encounters/mine',
    { schema: { tags, security, querystring: listEncountersQuery, response: { 200: envelope(paged(encounterSummary)), ...errors } } },
    async (request) => ({ data: await encounters.list(actorOf(request), request.query) }),
  );

  app.get('/encounters/:id', { schema: { tags, security, params: idParam, response: { 200: one, ...errors } } }, async (request) => ({
    data: await encounters.get(actorOf(request), request.params.id),
  }));

  app.get(
    '/encounters/:id/transcripts',
    {
      schema: {
        tags,
        security,
        params: idParam,
        querystring: listTranscriptVersionsQuery,
        response: { 200: envelope(paged(transcriptVersion)), ...errors },
      },
    },
    async (request) => ({ data: await encounters.transcriptVersions(actorOf(request), request.params.id, request.query) }),
  );

  app.put(
    '/encounters/:id/transcript',
    { schema: { tags, security, params: idParam, body: saveTranscriptBody, response: { 200: one, ...errors, 429: errorBody } } },
    async (request) => ({
      data: await encounters.saveTranscript(actorOf(request), request.params.id, request.body.transcript),
      message: 'Transcript saved.',
    }),
  );

  app.post(
    '/encounters/:id/transcript/speaker-labels',
    {
      schema: {
        tags,
        security,
        params: idParam,
        body: saveTranscriptBody,
        response: { 200: envelope(speakerLabelsAnswer), ...errors },
      },
    },
    async (request) => ({ data: await encounters.suggestSpeakerLabels(actorOf(request), request.params.id, request.body.transcript) }),
  );

  app.post('/encounters/:id/finish', { schema: { tags, security, params: idParam, response: { 200: one, ...errors } } }, async (request) => ({
    data: await encounters.finish(actorOf(request), request.params.id),
    message: "Checked out. We're generating the progress notes.",
  }));

  app.post('/encounters/:id/reset', { schema: { tags, security, params: idParam, response: { 200: one, ...errors, 429: errorBody } } }, async (request) => ({
    data: await encounters.reset(actorOf(request), request.params.id),
    message: 'Transcript cleared.',
  }));

  app.post('/encounters/:id/archive', { schema: { tags, security, params: idParam, response: { 200: one, ...errors } } }, async (request) => {
    const updated = await encounters.archive(actorOf(request), request.params.id);
    return { data: updated, message: updated.is_archived ? 'Encounter archived.' : 'Encounter unarchived.' };
  });

  app.get(
    '/encounters/:id/recording-credentials',
    { schema: { tags, security, params: idParam, response: { 200: envelope(recordingCredentials), ...errors } } },
    async (request) => ({ data: await encounters.recordingCredentials(actorOf(request), request.params.id) }),
  );
};

/** The ticket itself is the credential here: a phone handed a recording has no session of its own. */
export const encounterTicketRoutes: FastifyPluginAsyncZod<{ encounters: EncountersService }> = async (app, { encounters }) => {
  app.get(
    '/encounters/token/:token',
    {
      schema: {
        tags,
        params: z.object({ token: z.string().min(16, 'Recording link not found.').max(128, 'Recording link not found.') }),
        response: { 200: one, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => ({ data: await encounters.findByTicket(request.params.token, originOf(request)) }),
  );
};
