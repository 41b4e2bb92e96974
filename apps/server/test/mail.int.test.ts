import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { resetCodes } from '../src/db/schema.js';
import { dbOf, eventually, expectErrorShape, fieldErrors, json, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP receiver on a free local port, keeping every message it is handed. */
async function startSmtpReceiver() {
  const inbox: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { inbox, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const codeIn = (raw: string) => {
  const match = /reset code is (\d{6})\b/.exec(raw.replace(/=\r?\n/g, ''));
  if (!match) throw new Error(`no code in message:\n${raw}`);
  return match[1]!;
};

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let app: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ({ app } = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Scribe <scribe@clinic.test>' }));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/auth/${url}`, payload });
const mailsTo = (email: string) => smtp.inbox.filter((m) => m.to.includes(email));

/** Asks for a code and reads it from the delivered e-mail. */
async function requestCode(who: Practitioner) {
  const before = mailsTo(who.user.email).length;
  const res = await post('forgot-password', { email: who.user.email });
  expect(res.statusCode).toBe(200);
  expect(json(res).message).toBe('Please check your email we sent you a code');
  const mails = await eventually(async () => mailsTo(who.user.email), (m) => m.length > before);
  const mail = mails.at(-1);
  if (!mail) throw new Error('no e-mail arrived');
  return { code: codeIn(mail.raw), mail };
}

describe('password reset through SMTP', () => {
  it('e-mails a 6-digit code that resets the password and ends earlier sessions', async () => {
    const who = await registerPractitioner(app);
    const { code, mail } = await requestCode(who);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.from).toBe('scribe@clinic.test');
    expect(mail.raw).toMatch(/Subject: Your password reset code/);
    expect(mail.raw).toMatch(/expires in 15 minutes/);

    const check = await post('reset/check', { email: who.user.email, code });
    expect(check.statusCode).toBe(200);
    expect(json(check).message).toBe('Code verified.');
    const reset = await post('reset', { email: who.user.email.toUpperCase(), password: 'Brand-New9', code });
    expect(reset.statusCode).toBe(200);
    expect(json(reset).message).toBe('Your password has been reset. Please log in.');

    expectErrorShape(await app.inject({ method: 'GET', url: '/api/analytics', headers: who.auth }), 401);
    expectErrorShape(await post('login', { email: who.user.email, password: who.password }), 401, 'Invalid email or password.');
    expect((await post('login', { email: who.user.email, password: 'Brand-New9' })).statusCode).toBe(200);
    // Single use.
    expectErrorShape(await post('reset/check', { email: who.user.email, code }), 400, 'This code is invalid or has expired. Please request a new one.');
    expectErrorShape(await post('reset', { email: who.user.email, password: 'Other-Pass9', code }), 400);
    expect((await post('login', { email: who.user.email, password: 'Brand-New9' })).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one and sends it nothing', async () => {
    const who = await registerPractitioner(app);
    const known = await post('forgot-password', { email: who.user.email });
    const unknownEmail = `nobody.${Date.now()}@clinic.test`;
    const unknown = await post('forgot-password', { email: unknownEmail });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await eventually(async () => mailsTo(who.user.email), (m) => m.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(unknownEmail)).toEqual([]);
    expectErrorShape(await post('reset/check', { email: unknownEmail, code: '123456' }), 400, 'This code is invalid or has expired. Please request a new one.');
  });

  it('refuses an expired code (15 minutes)', async () => {
    const who = await registerPractitioner(app);
    const { code } = await requestCode(who);
    const [row] = await dbOf(app).select().from(resetCodes).where(eq(resetCodes.practitionerId, who.user._id));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    await dbOf(app).update(resetCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(resetCodes.practitionerId, who.user._id));
    expectErrorShape(await post('reset/check', { email: who.user.email, code }), 400, 'This code is invalid or has expired. Please request a new one.');
    expectErrorShape(await post('reset', { email: who.user.email, password: 'Brand-New9', code }), 400);
    expect((await post('login', { email: who.user.email, password: who.password })).statusCode).toBe(200);
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    const who = await registerPractitioner(app);
    const { code } = await requestCode(who);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await post('reset/check', { email: who.user.email, code: wrong });
      expectErrorShape(res, 400, 'This code is invalid or has expired. Please request a new one.');
      expect(fieldErrors(res)).toEqual({ code: 'This code is invalid or has expired. Please request a new one.' });
    }
    expectErrorShape(await post('reset/check', { email: who.user.email, code }), 400, 'Too many wrong codes. Please request a new one.');
    expectErrorShape(await post('reset', { email: who.user.email, password: 'Brand-New9', code }), 400, 'Too many wrong codes. Please request a new one.');
    // A new code works again.
    const fresh = await requestCode(who);
    expect((await post('reset/check', { email: who.user.email, code: fresh.code })).statusCode).toBe(200);
  });

  it('counts wrong codes sent all at once: no more than 5 guesses get an answer', async () => {
    const who = await registerPractitioner(app);
    const { code } = await requestCode(who);
    const wrong = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrong.map((guess) => post('reset/check', { email: who.user.email, code: guess })));
    expect(answers.every((res) => res.statusCode === 400)).toBe(true);
    const judged = answers.filter((res) => json(res).message === 'This code is invalid or has expired. Please request a new one.');
    expect(judged.length).toBeLessThanOrEqual(5);
    expectErrorShape(await post('reset/check', { email: who.user.email, code }), 400, 'Too many wrong codes. Please request a new one.');
  });

  it('lets 4 wrong tries pass and still accepts the right code for check and reset', async () => {
    const who = await registerPractitioner(app);
    const { code } = await requestCode(who);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i += 1) expectErrorShape(await post('reset/check', { email: who.user.email, code: wrong }), 400);
    expect((await post('reset/check', { email: who.user.email, code })).statusCode).toBe(200);
    expect((await post('reset', { email: who.user.email, password: 'Brand-New9', code })).statusCode).toBe(200);
  });

  it('keeps only the latest code alive', async () => {
    const who = await registerPractitioner(app);
    const first = await requestCode(who);
    const second = await requestCode(who);
    if (first.code !== second.code) {
      expectErrorShape(await post('reset/check', { email: who.user.email, code: first.code }), 400);
    }
    expect((await post('reset', { email: who.user.email, password: 'Brand-New9', code: second.code })).statusCode).toBe(200);
  });

  it('validates the reset payloads with the spec messages', async () => {
    expect(fieldErrors(await post('forgot-password', {}))).toEqual({ email: 'Email required' });
    expect(fieldErrors(await post('forgot-password', { email: 'not-an-email' }))).toEqual({ email: 'Please enter valid email. ' });
    expect(fieldErrors(await post('reset/check', { email: 'a@clinic.test' }))).toEqual({ code: 'Verification code is required.' });
    expect(fieldErrors(await post('reset', { email: 'a@clinic.test', code: '123456', password: 'weak' }))).toEqual({
      password: 'At-least one capital letter, one digit and min 8 characters required.',
    });
    expect(fieldErrors(await post('reset', { email: 'a@clinic.test', code: '123456', password: 'Aa1' + 'x'.repeat(28) }))).toEqual({
      password: 'Maximum 30 character allowed.',
    });
    expect(fieldErrors(await post('reset', {}))).toEqual({
      email: 'Email required',
      password: 'Password is required.',
      code: 'Verification code is required.',
    });
  });
});

describe('outbox fallback without SMTP_URL', () => {
  it('writes the message as an .eml file in DATA_DIR/outbox, with a code that works', async () => {
    const local = await startTestApp();
    try {
      const who = await registerPractitioner(local.app);
      const res = await local.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: who.user.email } });
      expect(res.statusCode).toBe(200);
      const outbox = path.join(local.dataDir, 'outbox');
      const files = await eventually(
        async () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []),
        (list) => list.length > 0,
      );
      expect(files).toHaveLength(1);
      const raw = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
      expect(raw).toContain(`To: ${who.user.email}`);
      expect(raw).toMatch(/Subject: Your password reset code/);
      const code = codeIn(raw);
      const check = await local.app.inject({ method: 'POST', url: '/api/auth/reset/check', payload: { email: who.user.email, code } });
      expect(check.statusCode).toBe(200);
    } finally {
      await local.app.close();
    }
  }, 90_000);
});
