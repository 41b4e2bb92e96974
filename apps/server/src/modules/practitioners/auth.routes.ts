import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  errorBody,
  forgotPasswordBody,
  loginBody,
  messageOnly,
  registerBody,
  resetBody,
  resetCheckBody,
  sessionResponse,
} from '@scribe/contracts';
import { FORGOT_PASSWORD_MESSAGE, type AuthService } from './auth.service.js';
import { currentAuth, originOf } from './authenticate.js';

interface Options {
  auth: AuthService;
  rateLimitPerMinute: number;
}

const errors = { 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody };

/**
 * Public auth endpoints (docs/product.md, 8. API). The in-memory per-address rate limit bounds the password
 * hashing one process does; the limits that protect accounts are kept in the database (decision 72).
 */
export const publicAuthRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, rateLimitPerMinute }) => {
  const rateLimit = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  const tags = ['auth'];

  app.post('/auth/register', { config: rateLimit, schema: { tags, body: registerBody, response: { 201: sessionResponse, ...errors } } }, async (request, reply) => {
    const session = await auth.register(request.body, originOf(request));
    return reply.code(201).send({ data: session, message: 'Account created.' });
  });

  app.post('/auth/login', { config: rateLimit, schema: { tags, body: loginBody, response: { 200: sessionResponse, ...errors } } }, async (request) => ({
    data: await auth.login(request.body, originOf(request)),
  }));

  app.post('/auth/forgot-password', { config: rateLimit, schema: { tags, body: forgotPasswordBody, response: { 200: messageOnly, ...errors } } }, async (request) => {
    await auth.forgotPassword(request.body.email, originOf(request));
    return { message: FORGOT_PASSWORD_MESSAGE };
  });

  app.post('/auth/reset/check', { config: rateLimit, schema: { tags, body: resetCheckBody, response: { 200: messageOnly, ...errors } } }, async (request) => {
    await auth.checkResetCode(request.body);
    return { message: 'Code verified.' };
  });

  app.post('/auth/reset', { config: rateLimit, schema: { tags, body: resetBody, response: { 200: messageOnly, ...errors } } }, async (request) => {
    await auth.resetPassword(request.body, originOf(request));
    return { message: 'Your password has been reset. Please log in.' };
  });
};

/** Auth endpoints of the signed-in area. */
export const signedInAuthRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, rateLimitPerMinute }) => {
  const tags = ['auth'];
  app.post(
    '/auth/change-password',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { tags, security: [{ bearer: [] }], body: changePasswordBody, response: { 200: sessionResponse, ...errors } },
    },
    async (request) => ({
      data: await auth.changePassword(currentAuth(request).practitioner.id, request.body, originOf(request)),
      message: 'Password updated successfully',
    }),
  );

  app.post('/auth/logout', { schema: { tags, security: [{ bearer: [] }], response: { 200: messageOnly, 401: errorBody } } }, async (request) => {
    await auth.logout(currentAuth(request).claims, originOf(request));
    return { message: 'Logged out.' };
  });
};
