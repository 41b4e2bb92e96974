import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@scribe/contracts';
import { AppError } from './errors.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Messages for Fastify's own client errors, which are written for developers, not practitioners. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request must be sent as JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong.',
};

export const errorBody = (statusCode: number, message: string, errors?: ErrorBody['errors']): ErrorBody => ({
  statusCode,
  error: STATUS_TEXT[statusCode] ?? 'Error',
  message,
  ...(errors?.length ? { errors } : {}),
});

/** Maps every thrown error to one body shape; a 5xx never shows its cause to the client. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names no record of this practitioner: the same 404 as an unknown one.
      if (error.validationContext === 'params') {
        return reply.code(404).send(errorBody(404, error.validation[0]?.message ?? 'Not found.'));
      }
      const errors: { field: string; message: string }[] = [];
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // One message per field (the first rule it breaks), as a form shows it; the whole body has no field.
        if (!field) return reply.code(400).send(errorBody(400, 'The request body must be a JSON object.'));
        if (!errors.some((known) => known.field === field)) errors.push({ field, message: issue.message ?? 'This value is not valid.' });
      }
      return reply.code(400).send(errorBody(400, errors[0]?.message ?? 'The request is not valid.', errors));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
      return reply.code(status).send(errorBody(status, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
}
