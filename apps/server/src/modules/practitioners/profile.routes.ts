import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, idParam, updateUserBody, user } from '@scribe/contracts';
import { currentAuth, originOf } from './authenticate.js';
import type { ProfileService } from './profile.service.js';

/** PUT /users/:id: a practitioner edits their own profile; the e-mail is read-only. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
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
    async (request) => ({
      data: await profile.update(currentAuth(request).practitioner, request.params.id, request.body, originOf(request)),
      message: 'Profile updated successfully',
    }),
  );
};
