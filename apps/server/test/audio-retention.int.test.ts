import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createEncounter, eventually, json, registerPractitioner, startTestApp } from './helpers.js';

const VISIT =
  'Doctor: What brings you in today? Patient: I have had a headache for two weeks and my blood pressure ' +
  'readings at home have been high. Doctor: Any chest pain? Patient: No chest pain and no shortness of breath.';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Records fake audio for a new encounter, checks it out and waits for its notes. Answers the audio folder. */
async function checkOutWithAudio(env: Record<string, string>) {
  const started = await startTestApp(env);
  app = started.app;
  const who = await registerPractitioner(app);
  const encounter = await createEncounter(app, who);
  const audioDir = path.join(started.dataDir, 'audio', encounter._id);
  fs.mkdirSync(audioDir, { recursive: true });
  fs.writeFileSync(path.join(audioDir, 'recording.pcm'), Buffer.alloc(3200));
  await app.inject({ method: 'PUT', url: `/api/encounters/${encounter._id}/transcript`, headers: who.auth, payload: { transcript: VISIT } });
  expect((await app.inject({ method: 'POST', url: `/api/encounters/${encounter._id}/finish`, headers: who.auth })).statusCode).toBe(200);
  const done = await eventually(
    () => app!.inject({ method: 'GET', url: `/api/encounters/${encounter._id}`, headers: who.auth }),
    (res) => json(res).data.status === 'completed',
  );
  expect(json(done).data.status).toBe('completed');
  return audioDir;
}

describe('recorded audio', () => {
  it('is deleted when the notes complete', async () => {
    const audioDir = await checkOutWithAudio({});
    await eventually(async () => fs.existsSync(audioDir), (exists) => !exists, 5000);
    expect(fs.existsSync(audioDir)).toBe(false);
  });

  it('is kept when AUDIO_RETENTION_DAYS asks for it', async () => {
    const audioDir = await checkOutWithAudio({ AUDIO_RETENTION_DAYS: '7' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fs.readdirSync(audioDir)).toEqual(['recording.pcm']);
  });
});
