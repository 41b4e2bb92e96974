import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPatientBody, envelope, errorBody, listPatientsQuery, paged, patient } from '@scribe/contracts';
import { actorOf } from '../practitioners/authenticate.js';
import type { PatientsService } from './patients.service.js';

export const patientsRoutes: FastifyPluginAsyncZod<{ patients: PatientsService }> = async (app, { patients }) => {
  const tags = ['patients'];
  const security = [{ bearer: [] }];

  app.post(
    '/patients',
    { schema: { tags, security, body: createPatientBody, response: { 201: envelope(patient), 400: errorBody, 401: errorBody } } },
    async (request, reply) => {
      const created = await patients.create(actorOf(request), request.body);
      return reply.code(201).send({ data: created, message: 'Patient added successfully' });
    },
  );

  app.get(
    '/patients/mine',
    { schema: { tags, security, querystring: listPatientsQuery, response: { 200: envelope(paged(patient)), 400: errorBody, 401: errorBody } } },
    async (request) => ({ data: await patients.list(actorOf(request), request.query) }),
  );
};
