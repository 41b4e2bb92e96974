import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPatientBody, envelope, errorBody, listPatientsQuery, paged, patient } from '@scribe/contracts';
import type { Database } from '../../db/client.js';
import { pageOf } from '../../lib/paging.js';
import { auditRepository } from '../audit/audit.repository.js';
import { currentAuth } from '../auth/authenticate.js';
import { practitionersRepository } from '../auth/practitioners.repository.js';
import { patientsRepository, toPatient } from './patients.repository.js';

const formatPid = (n: number) => `P-${String(n).padStart(6, '0')}`;

export const patientsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['patients'];
  const security = [{ bearer: [] }];

  app.post(
    '/patients',
    { schema: { tags, security, body: createPatientBody, response: { 201: envelope(patient), 400: errorBody, 401: errorBody } } },
    async (request, reply) => {
      const practitionerId = currentAuth(request).practitioner.id;
      const row = await db.transaction(async (tx) => {
        const number = await practitionersRepository.nextPatientNumber(tx, practitionerId);
        const created = await patientsRepository.insert(tx, {
          practitionerId,
          firstName: request.body.first_name,
          lastName: request.body.last_name,
          birthDate: request.body.birth_date,
          gender: request.body.gender,
          pid: formatPid(number),
        });
        await auditRepository.record(tx, { practitionerId, action: 'patient.create', entityType: 'patient', entityId: created.id, ip: request.ip });
        return created;
      });
      return reply.code(201).send({ data: toPatient(row), message: 'Patient added successfully' });
    },
  );

  app.get(
    '/patients/mine',
    { schema: { tags, security, querystring: listPatientsQuery, response: { 200: envelope(paged(patient)), 400: errorBody, 401: errorBody } } },
    async (request) => {
      const practitionerId = currentAuth(request).practitioner.id;
      const query = request.query;
      const { rows, total } = await patientsRepository.listMine(db, practitionerId, {
        limit: query.limit,
        offset: query.offset,
        order: query.order,
        sortField: query.sort_field,
        searchField: query.search_field,
        search: query.search || undefined,
      });
      await auditRepository.record(db, { practitionerId, action: 'patient.list', entityType: 'patient', ip: request.ip });
      return { data: pageOf(rows.map(toPatient), total, query.limit, query.offset) };
    },
  );
};
