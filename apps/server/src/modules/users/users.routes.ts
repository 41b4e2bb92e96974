import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, idParam, updateUserBody, user } from '@scribe/contracts';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { currentAuth } from '../auth/authenticate.js';
import { practitionersRepository, toUser } from '../auth/practitioners.repository.js';

/** PUT /users/:id: a practitioner edits their own profile; the e-mail is read-only. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        params: idParam,
        body: updateUserBody,
        response: { 200: envelope(user), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { practitioner } = currentAuth(request);
      if (request.params.id !== practitioner.id) throw notFound('User');
      const body = request.body;
      if (body.email !== undefined && body.email !== practitioner.email) {
        throw badRequest('Email cannot be changed.', 'email');
      }
      const updated = await practitionersRepository.updateProfile(db, practitioner.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        gender: body.gender,
        phone: body.phone,
      });
      if (!updated) throw notFound('User');
      return { data: toUser(updated), message: 'Profile updated successfully' };
    },
  );
};
