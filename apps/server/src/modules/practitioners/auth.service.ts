import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, type changePasswordBody, type loginBody, type registerBody, type resetBody, type resetCheckBody, type Session } from '@scribe/contracts';
import type { Database, Executor } from '../../db/client.js';
import { enqueueJob, type JobHandler } from '../../jobs/registry.js';
import type { RequestOrigin } from '../../lib/actor.js';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/errors.js';
import type { AuditLog } from '../audit/audit-log.js';
import { auditRepository } from '../audit/audit.repository.js';
import type { Mailer } from '../mail/mailer.js';
import { authLimits, FORGOT_LIMIT_MESSAGE, GUESS_LIMIT_MESSAGE, LOGIN_LIMIT_MESSAGE } from './auth-limits.js';
import { isCommonPassword } from './common-passwords.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { practitionersRepository, toUser, type PractitionerRow } from './practitioners.repository.js';
import { resetCodesRepository } from './reset-codes.repository.js';
import { sessionsRepository } from './sessions.repository.js';
import { throttleRepository } from './throttle.repository.js';
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
  /** Failed logins one address may make in 15 minutes, across accounts. */
  loginFailuresPerAddress: number;
  /** Where account events are recorded outside a transaction (decision 88). */
  audit: AuditLog;
  /** Called after a job was enqueued, so a worker in this process starts on it at once. */
  onJobEnqueued?: () => void;
}


function refuseCommon(password: string, field: string) {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, field);
}

export function createAuthService({ db, tokens, mailer, codeSecret, loginFailuresPerAddress, audit: auditLog, onJobEnqueued }: AuthDeps) {
  /**
   * An account event in the audit trail, as a read of patient data is (decision 74): in the transaction `tx`
   * when there is one, else through the audit log.
   */
  const audit = (tx: Executor | null, practitionerId: string | null, action: string, origin: RequestOrigin) => {
    const entry = { practitionerId, action, entityType: 'practitioner' as const, entityId: practitionerId, ip: origin.ip, requestId: origin.requestId };
    return tx ? auditRepository.record(tx, entry) : auditLog.record(entry);
  };

  async function startSession(practitioner: PractitionerRow): Promise<Session> {
    const { token, jti, expiresAt } = await tokens.issue(practitioner.id, practitioner.tokenVersion);
    await sessionsRepository.create(db, { id: jti, practitionerId: practitioner.id, expiresAt });
    return { access_token: token, expires_at: expiresAt.toISOString(), user: toUser(practitioner) };
  }

  const hashCode = (codeId: string, code: string) => createHmac('sha256', codeSecret).update(`${codeId}:${code}`).digest();

  /**
   * The live code row when `code` matches it. A wrong code counts twice: against the code (5, then ask for a
   * new one) and against the account across all its codes (10 an hour, decision 72).
   */
  async function checkCode(email: string, code: string) {
    const practitioner = await practitionersRepository.findByEmail(db, email);
    const live = practitioner ? await resetCodesRepository.findLive(db, practitioner.id) : null;
    if (!practitioner || !live) throw badRequest(INVALID_CODE_MESSAGE, 'code');
    if (!(await resetCodesRepository.takeAttempt(db, live.id, RESET_CODE_MAX_ATTEMPTS))) {
      throw badRequest('Too many wrong codes. Please request a new one.', 'code');
    }
    const guess = await throttleRepository.take(db, authLimits.codeGuessesPerAccount(email));
    if (!guess.allowed) {
      await resetCodesRepository.returnAttempt(db, live.id);
      throw tooManyRequests(GUESS_LIMIT_MESSAGE(guess.retryAfterSeconds), guess.retryAfterSeconds);
    }
    const expected = Buffer.from(live.codeHash, 'hex');
    // An HMAC keyed per code row makes the comparison constant-time and a leaked table useless.
    const given = hashCode(live.id, code.trim());
    if (!timingSafeEqual(expected, given)) throw badRequest(INVALID_CODE_MESSAGE, 'code');
    await resetCodesRepository.returnAttempt(db, live.id);
    await throttleRepository.giveBack(db, guess.id);
    return { practitioner, live };
  }

  /** The job behind forgot-password: makes the code and mails it, off the request path (decision 75). */
  const sendResetCode: JobHandler<'auth.reset-code'> = {
    async run({ payload }) {
      const practitioner = await practitionersRepository.findByEmail(db, payload.email);
      if (!practitioner) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await resetCodesRepository.replace(tx, { id, practitionerId: practitioner.id, codeHash: hashCode(id, code).toString('hex'), expiresAt });
        await audit(tx, practitioner.id, 'password.reset-request', payload);
      });
      await mailer.send({
        to: practitioner.email,
        subject: 'Your password reset code',
        text:
          `Hello ${practitioner.firstName},\n\nYour password reset code is ${code}.\n` +
          `It works once and expires in ${RESET_CODE_TTL_MINUTES} minutes.\n\n` +
          'If you did not ask to reset your password, you can ignore this e-mail.\n',
      });
    },
  };

  return {
    jobHandlers: { 'auth.reset-code': sendResetCode },

    async register(body: z.output<typeof registerBody>, origin: RequestOrigin): Promise<Session> {
      refuseCommon(body.password, 'password');
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
      await audit(null, practitioner.id, 'account.create', origin);
      return startSession(practitioner);
    },

    /**
     * Each attempt takes a place under both limits before the password is checked; a right password gives
     * them back, so only failures count (decision 72).
     */
    async login(body: z.output<typeof loginBody>, origin: RequestOrigin): Promise<Session> {
      const account = await throttleRepository.take(db, authLimits.loginPerAccount(body.email));
      if (!account.allowed) {
        await audit(null, null, 'login.throttled', origin);
        throw tooManyRequests(LOGIN_LIMIT_MESSAGE(account.retryAfterSeconds), account.retryAfterSeconds);
      }
      const address = await throttleRepository.take(db, authLimits.loginPerAddress(origin.ip, loginFailuresPerAddress));
      if (!address.allowed) {
        await throttleRepository.giveBack(db, account.id);
        await audit(null, null, 'login.throttled', origin);
        throw tooManyRequests(LOGIN_LIMIT_MESSAGE(address.retryAfterSeconds), address.retryAfterSeconds);
      }
      const practitioner = await practitionersRepository.findByEmail(db, body.email);
      const valid = await verifyPassword(practitioner?.passwordHash ?? null, body.password);
      if (!practitioner || !valid) {
        await audit(null, practitioner?.id ?? null, 'login.failure', origin);
        throw new AppError(401, 'Invalid email or password.');
      }
      await throttleRepository.giveBack(db, account.id);
      await throttleRepository.giveBack(db, address.id);
      await audit(null, practitioner.id, 'login', origin);
      return startSession(practitioner);
    },

    async logout(claims: TokenClaims, origin: RequestOrigin) {
      await sessionsRepository.remove(db, claims.jti);
      await audit(null, claims.practitionerId, 'logout', origin);
    },

    /** Ends every other session and returns a fresh one, so the device that changed it stays signed in. */
    async changePassword(practitionerId: string, body: z.output<typeof changePasswordBody>, origin: RequestOrigin): Promise<Session> {
      const practitioner = await practitionersRepository.findById(db, practitionerId);
      if (!practitioner || !(await verifyPassword(practitioner.passwordHash, body.current_password))) {
        await audit(null, practitionerId, 'password.change.failure', origin);
        throw badRequest('Current password is incorrect.', 'current_password');
      }
      if (body.current_password === body.new_password) {
        throw badRequest('The new password must differ from the current one.', 'new_password');
      }
      refuseCommon(body.new_password, 'new_password');
      const updated = await practitionersRepository.replacePassword(db, practitionerId, await hashPassword(body.new_password));
      if (!updated) throw badRequest('Current password is incorrect.', 'current_password');
      await sessionsRepository.removeAllOf(db, practitionerId);
      await audit(null, practitionerId, 'password.change', origin);
      return startSession(updated);
    },

    /**
     * The same work whether or not the e-mail has an account: count the request, queue the job, answer. The
     * job looks the account up and mails the code (decision 75).
     */
    async forgotPassword(email: string, origin: RequestOrigin) {
      const taken = await throttleRepository.take(db, authLimits.forgotPerAccount(email));
      if (!taken.allowed) throw tooManyRequests(FORGOT_LIMIT_MESSAGE(taken.retryAfterSeconds), taken.retryAfterSeconds);
      await enqueueJob(db, 'auth.reset-code', { email, nonce: randomUUID(), ip: origin.ip, requestId: origin.requestId });
      onJobEnqueued?.();
    },

    async checkResetCode(body: z.output<typeof resetCheckBody>) {
      await checkCode(body.email, body.code);
    },

    async resetPassword(body: z.output<typeof resetBody>, origin: RequestOrigin) {
      refuseCommon(body.password, 'password');
      const { practitioner, live } = await checkCode(body.email, body.code);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        if (!(await resetCodesRepository.consume(tx, live.id))) throw badRequest(INVALID_CODE_MESSAGE, 'code');
        await practitionersRepository.replacePassword(tx, practitioner.id, passwordHash);
        await sessionsRepository.removeAllOf(tx, practitioner.id);
        await audit(tx, practitioner.id, 'password.reset', origin);
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
