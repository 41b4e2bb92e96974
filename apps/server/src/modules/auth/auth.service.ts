import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { changePasswordBody, loginBody, registerBody, resetBody, resetCheckBody, Session } from '@scribe/contracts';
import type { Database } from '../../db/client.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { practitionersRepository, toUser, type PractitionerRow } from './practitioners.repository.js';
import { resetCodesRepository } from './reset-codes.repository.js';
import type { TokenClaims, TokenService } from './tokens.js';

export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const FORGOT_PASSWORD_MESSAGE = 'Please check your email we sent you a code';
const INVALID_CODE_MESSAGE = 'This code is invalid or has expired. Please request a new one.';

interface AuthDeps {
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  codeSecret: string;
  log: FastifyBaseLogger;
}

export function createAuthService({ db, tokens, mailer, codeSecret, log }: AuthDeps) {
  async function startSession(practitioner: PractitionerRow): Promise<Session> {
    const { token, expiresAt } = await tokens.issue(practitioner.id, practitioner.tokenVersion);
    return { access_token: token, expires_at: expiresAt.toISOString(), user: toUser(practitioner) };
  }

  const hashCode = (codeId: string, code: string) => createHmac('sha256', codeSecret).update(`${codeId}:${code}`).digest();

  /** The live code row when `code` matches it; counts a wrong try and refuses after the fifth. */
  async function checkCode(email: string, code: string) {
    const practitioner = await practitionersRepository.findByEmail(db, email);
    const live = practitioner ? await resetCodesRepository.findLive(db, practitioner.id) : null;
    if (!practitioner || !live) throw badRequest(INVALID_CODE_MESSAGE, 'code');
    if (!(await resetCodesRepository.takeAttempt(db, live.id, RESET_CODE_MAX_ATTEMPTS))) {
      throw badRequest('Too many wrong codes. Please request a new one.', 'code');
    }
    const expected = Buffer.from(live.codeHash, 'hex');
    // An HMAC keyed per code row makes the comparison constant-time and a leaked table useless.
    const given = hashCode(live.id, code.trim());
    if (!timingSafeEqual(expected, given)) throw badRequest(INVALID_CODE_MESSAGE, 'code');
    await resetCodesRepository.returnAttempt(db, live.id);
    return { practitioner, live };
  }

  return {
    async register(body: z.output<typeof registerBody>): Promise<Session> {
      const passwordHash = await hashPassword(body.password);
      const practitioner = await practitionersRepository.insert(db, {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        gender: body.gender,
        phone: body.phone,
        passwordHash,
      });
      if (!practitioner) throw conflict('An account with this email already exists.');
      return startSession(practitioner);
    },

    async login(body: z.output<typeof loginBody>): Promise<Session> {
      const practitioner = await practitionersRepository.findByEmail(db, body.email);
      const valid = await verifyPassword(practitioner?.passwordHash ?? null, body.password);
      if (!practitioner || !valid) throw new AppError(401, 'Invalid email or password.');
      return startSession(practitioner);
    },

    async logout(claims: TokenClaims) {
      await practitionersRepository.revokeToken(db, claims.jti, claims.expiresAt);
    },

    /** Ends every earlier token and returns a fresh session, so the device that changed it stays signed in. */
    async changePassword(practitionerId: string, body: z.output<typeof changePasswordBody>): Promise<Session> {
      const practitioner = await practitionersRepository.findById(db, practitionerId);
      if (!practitioner || !(await verifyPassword(practitioner.passwordHash, body.current_password))) {
        throw badRequest('Current password is incorrect.', 'current_password');
      }
      if (body.current_password === body.new_password) {
        throw badRequest('The new password must differ from the current one.', 'new_password');
      }
      const updated = await practitionersRepository.replacePassword(db, practitionerId, await hashPassword(body.new_password));
      if (!updated) throw badRequest('Current password is incorrect.', 'current_password');
      return startSession(updated);
    },

    /** Same answer whether or not the e-mail has an account; the mail goes out in the background. */
    async forgotPassword(email: string) {
      const practitioner = await practitionersRepository.findByEmail(db, email);
      if (!practitioner) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000);
      const id = randomUUID();
      await db.transaction((tx) =>
        resetCodesRepository.replace(tx, { id, practitionerId: practitioner.id, codeHash: hashCode(id, code).toString('hex'), expiresAt }),
      );
      mailer
        .send({
          to: practitioner.email,
          subject: 'Your password reset code',
          text:
            `Hello ${practitioner.firstName},\n\nYour password reset code is ${code}.\n` +
            `It works once and expires in ${RESET_CODE_TTL_MINUTES} minutes.\n\n` +
            'If you did not ask to reset your password, you can ignore this e-mail.\n',
        })
        .catch((err: unknown) => log.error({ err }, 'could not send the password reset e-mail'));
    },

    async checkResetCode(body: z.output<typeof resetCheckBody>) {
      await checkCode(body.email, body.code);
    },

    async resetPassword(body: z.output<typeof resetBody>) {
      const { practitioner, live } = await checkCode(body.email, body.code);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        if (!(await resetCodesRepository.consume(tx, live.id))) throw badRequest(INVALID_CODE_MESSAGE, 'code');
        await practitionersRepository.replacePassword(tx, practitioner.id, passwordHash);
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
