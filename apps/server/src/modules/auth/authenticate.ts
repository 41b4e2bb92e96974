import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../lib/errors.js';
import { practitionersRepository, type PractitionerRow } from './practitioners.repository.js';
import type { TokenClaims, TokenService } from './tokens.js';

export interface Authenticated {
  practitioner: PractitionerRow;
  claims: TokenClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    authenticated: Authenticated | null;
  }
}

/**
 * The onRequest hook of the signed-in area: a valid, unrevoked bearer token of an existing practitioner
 * whose password has not changed since it was issued, or 401.
 */
export function createAuthenticate(db: Database, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Please log in to continue.');
    const claims = await tokens.verify(match[1]);
    if (!claims) throw unauthorized();
    const practitioner = await practitionersRepository.findById(db, claims.practitionerId);
    if (!practitioner || practitioner.tokenVersion !== claims.tokenVersion) throw unauthorized();
    if (await practitionersRepository.isTokenRevoked(db, claims.jti)) throw unauthorized();
    request.authenticated = { practitioner, claims };
  };
}

/** The signed-in practitioner of a request that passed `authenticate`. */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.authenticated) throw unauthorized('Please log in to continue.');
  return request.authenticated;
}
