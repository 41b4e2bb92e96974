import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Server } from './harness';

let counter = 0;
export function uniqueEmail(prefix = 'dr'): string {
  counter++;
  return `${prefix}.${Date.now().toString(36)}${counter}@clinic.example`;
}

export const PASSWORD = 'Scribe2024x';

export interface Practitioner {
  token: string;
  user: { _id: string; first_name: string; last_name: string; email: string };
  email: string;
  password: string;
}

async function call<T>(server: Server, method: string, apiPath: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${apiPath} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A fresh practitioner per test (a new tenant instead of cleaning tables). */
export async function registerPractitioner(server: Server, first = 'Maya', last = 'Okafor'): Promise<Practitioner> {
  const email = uniqueEmail();
  const result = await call<{ data: { access_token: string; user: Practitioner['user'] } }>(server, 'POST', '/auth/register', {
    first_name: first,
    last_name: last,
    email,
    password: PASSWORD,
    phone: '555-0100',
    gender: 'female',
  });
  return { token: result.data.access_token, user: result.data.user, email, password: PASSWORD };
}

export async function createPatient(server: Server, who: Practitioner, first: string, last: string, birth = '1980-04-12', gender = 'male') {
  const result = await call<{ data: { _id: string } }>(server, 'POST', '/patients', { first_name: first, last_name: last, birth_date: birth, gender }, who.token);
  return result.data;
}

export async function createEncounter(server: Server, who: Practitioner, patient: string) {
  const result = await call<{ data: { _id: string } }>(server, 'POST', '/encounters', { patient }, who.token);
  return result.data;
}

export async function saveTranscript(server: Server, who: Practitioner, id: string, transcript: string) {
  await call(server, 'PUT', `/encounters/${id}/transcript`, { transcript }, who.token);
}

export async function finishEncounter(server: Server, who: Practitioner, id: string) {
  await call(server, 'POST', `/encounters/${id}/finish`, {}, who.token);
}

export async function getEncounter(server: Server, who: Practitioner, id: string) {
  return (await call<{ data: { status: string; is_archived: boolean } }>(server, 'GET', `/encounters/${id}`, undefined, who.token)).data;
}

/** Puts the session in storage the way the login screen does, then opens `target`. */
export async function signIn(page: Page, who: Practitioner, target = '/patients'): Promise<void> {
  await page.goto('/e2e-blank');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: who.token, user: who.user },
  );
  await page.goto(target);
}

/** Picks an option of a Radix select by the select's accessible name. */
export async function choose(page: Page, selectName: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: selectName }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Waits for `expectedMessages` e-mails to `email` in DATA_DIR/outbox and returns the newest one's 6-digit code. */
export async function readResetCode(server: Server, email: string, expectedMessages = 1): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(outbox)) {
      const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse();
      const mine = files
        .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
        .filter((text) => new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text.split(/\r?\n\r?\n/)[0] ?? ''));
      for (const text of mine.length >= expectedMessages ? mine.slice(0, 1) : []) {
        const [headers = '', ...rest] = text.split(/\r?\n\r?\n/);
        let body = rest.join('\n\n');
        if (/Content-Transfer-Encoding:\s*base64/i.test(headers)) body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
        if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) body = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        const match = /\b(\d{6})\b/.exec(body);
        if (match) return match[1]!;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset code e-mail for ${email}`);
}

/** A visit long enough for the note engine (more than 20 words), with findings to code. */
export const VISIT_TRANSCRIPT = [
  'Doctor: Good morning, what brings you in today?',
  'Patient: I have had a headache and high blood pressure readings at home for about two weeks.',
  'Doctor: Any chest pain or shortness of breath?',
  'Patient: No chest pain. I do feel tired in the evenings.',
  'Doctor: Your blood pressure today is 152 over 96. I think this is essential hypertension.',
  'We will start lisinopril 10 milligrams daily and check your kidney function in two weeks.',
  'Patient: Okay, thank you doctor.',
].join('\n');
