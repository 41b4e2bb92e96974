import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { auditEvents } from '../src/db/schema.js';
import { createAuditLog } from '../src/modules/audit/audit-log.js';
import { auditRepository, type AuditEntry } from '../src/modules/audit/audit.repository.js';
import { freshTestDatabaseUrl } from './helpers.js';
import { request, startServerProcess } from './server-process.js';

const entry = (action: string, requestId: string): AuditEntry => ({
  practitionerId: null, action, entityType: 'patient', ip: '127.0.0.1', requestId,
});

describe('the audit log writes records in groups (decision 88)', () => {
  it('stores concurrent records with fewer inserts than records, each caller answered once its own is stored', async () => {
    const database = await openDatabase({ databaseUrl: await freshTestDatabaseUrl(), pgliteDir: 'memory://' });
    try {
      let inserts = 0;
      const log = createAuditLog(database.db, (db, entries) => (inserts++, auditRepository.recordMany(db, entries)));
      const stored = async (requestId: string) => (await database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId))).length;
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => log.record(entry('patient.list', `group-${i}`)).then(() => stored(`group-${i}`))));
      // Every caller found its record stored when its promise resolved.
      expect(results).toEqual(Array.from({ length: 200 }, () => 1));
      expect(inserts).toBeGreaterThan(0);
      expect(inserts).toBeLessThan(20);
      // One record alone is written at once, not after a timer.
      const started = Date.now();
      await log.record(entry('patient.list', 'alone'));
      expect(await stored('alone')).toBe(1);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await database.close();
    }
  });

  it('fails the callers of an insert that failed, and goes on with the next', async () => {
    const database = await openDatabase({ databaseUrl: await freshTestDatabaseUrl(), pgliteDir: 'memory://' });
    try {
      let failNext = true;
      const log = createAuditLog(database.db, (db, entries) => {
        if (failNext) {
          failNext = false;
          throw new Error('database unavailable');
        }
        return auditRepository.recordMany(db, entries);
      });
      await expect(log.record(entry('patient.list', 'lost'))).rejects.toThrow('database unavailable');
      await log.record(entry('patient.list', 'kept'));
      await log.settled();
      const rows = await database.db.select().from(auditEvents);
      expect(rows.map((row) => row.requestId)).toEqual(['kept']);
    } finally {
      await database.close();
    }
  });
});

describe('the group insert is a prepared statement (decision 141)', () => {
  it.runIf(process.env.TEST_DB === 'postgres')('is parsed once per connection on PostgreSQL, then runs by name', async () => {
    // One connection, so that the statements it prepared are the ones pg_prepared_statements lists to it.
    const database = await openDatabase({ databaseUrl: await freshTestDatabaseUrl(), pgliteDir: 'memory://', poolSize: 1 });
    try {
      await auditRepository.recordMany(database.db, [entry('patient.list', 'prepared-1')]);
      await auditRepository.recordMany(database.db, [entry('patient.list', 'prepared-2'), entry('patient.list', 'prepared-3')]);
      const rows = await database.db.execute(sql`select statement from pg_prepared_statements where statement like 'insert into "audit_events"%'`);
      expect((rows as unknown as unknown[]).length).toBe(1);
      expect((await database.db.select().from(auditEvents).where(like(auditEvents.requestId, 'prepared-%'))).length).toBe(3);
    } finally {
      await database.close();
    }
  });
});

/**
 * The real server under a stream of reads of patient data, stopped by SIGTERM (a graceful shutdown) or killed
 * by SIGKILL (a crash): every read the server answered must have its audit record, found by the request id
 * the answer named. A writer that answered before its record was stored would lose records to the SIGKILL.
 * After SIGTERM the log also has the line of every read answered: the log's asynchronous destination is written
 * out before the process exits (decision 300). A SIGKILL may lose the lines of its last moment, so none is asked
 * of it.
 */
describe.each(['SIGTERM', 'SIGKILL'] as const)('no answered read without its audit record after %s', { timeout: 120_000 }, (signal) => {
  it('every 200 of the patient list has its record, found by its request id', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-audit-'));
    const databaseUrl = await freshTestDatabaseUrl();
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '1000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    const answered: string[] = [];
    try {
      const registered = await request(server.baseUrl, 'POST', '/auth/register', {
        body: { first_name: 'Ann', last_name: 'Audit', email: 'ann.audit@clinic.test', password: 'Correct-Horse7', phone: '1', gender: 'female' },
      });
      const token = registered.body.data.access_token as string;
      await request(server.baseUrl, 'POST', '/patients', { token, body: { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1980-12-10', gender: 'female' } });
      let stopping = false;
      const reader = async () => {
        while (!stopping) {
          const answer = await request(server.baseUrl, 'GET', '/patients/mine', { token }).catch(() => null);
          if (!answer || answer.status !== 200) return;
          answered.push(String(answer.headers['x-request-id']));
        }
      };
      const readers = Array.from({ length: 20 }, reader);
      // Reads in full flow, then the signal arrives with reads still in flight.
      while (answered.length < 200) await new Promise((resolve) => setTimeout(resolve, 20));
      await server.kill(signal);
      stopping = true;
      await Promise.all(readers);
    } finally {
      await server.stop();
    }
    if (signal === 'SIGTERM') {
      const completed = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
        .filter((line) => line.msg === 'request completed');
      const logged = new Set(completed.map((line) => line.reqId));
      expect(answered.filter((id) => !logged.has(id))).toEqual([]);
    }
    const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db') });
    try {
      const rows = await database.db.select({ requestId: auditEvents.requestId }).from(auditEvents).where(eq(auditEvents.action, 'patient.list'));
      const recorded = new Set(rows.map((row) => row.requestId));
      const missing = answered.filter((id) => !recorded.has(id));
      expect(answered.length).toBeGreaterThanOrEqual(200);
      expect(missing).toEqual([]);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
