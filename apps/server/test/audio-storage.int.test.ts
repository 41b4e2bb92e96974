/**
 * Recorded audio in both stores every API process can share (decision 81): a directory, and S3-compatible
 * object storage through the AWS SDK v3, here against s3rver, a local server speaking the S3 protocol on a real
 * socket (signed requests, ListObjectsV2 paging, DeleteObjects).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createAudioStorage, type AudioStorage } from '../src/modules/streaming/audio-storage.js';
import { parseS3Location } from '../src/modules/streaming/s3-audio-store.js';

const BUCKET = 'scribe-audio';
let server: S3rver;
let endpoint = '';
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-audio-'));
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials, through the standard AWS environment the SDK reads.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
});
afterAll(async () => {
  await server?.close();
  process.env.AWS_ACCESS_KEY_ID = saved.id;
  process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const frame = (fill: number) => Buffer.alloc(8000, fill);
const stores: [string, () => AudioStorage][] = [
  ['a directory (DATA_DIR/audio)', () => createAudioStorage({ dataDir })],
  ['S3-compatible object storage', () => createAudioStorage({ dataDir, audioStore: `s3://${BUCKET}/clinic-a/audio`, endpoint })],
];

describe.each(stores)('recorded audio in %s', (_name, make) => {
  it('stores each frame once, and a store opened by another process knows what is stored', async () => {
    const [one, two] = [make(), make()];
    const encounterId = randomUUID();
    const recording = randomUUID();
    const first = await one.open(encounterId, recording);
    expect(first.stored).toBe(-1);
    expect(await first.append(0, frame(1))).toBe(true);
    expect(await first.append(1, frame(2))).toBe(true);
    expect(await first.append(1, frame(2))).toBe(false);
    // The stream reconnects to another API process: it finds frames 0 and 1 and takes the rest.
    const second = await two.open(encounterId, recording);
    expect(second.stored).toBe(1);
    expect(await second.append(0, frame(1))).toBe(false);
    expect(await second.append(2, frame(3))).toBe(true);
    expect((await one.open(encounterId, recording)).stored).toBe(2);
    expect((await one.open(encounterId, randomUUID())).stored).toBe(-1);

    await two.deleteEncounter(encounterId);
    expect((await one.open(encounterId, recording)).stored).toBe(-1);
    await expect(one.deleteEncounter('../../etc')).rejects.toThrow(/not an encounter id/);
  });

  it('prunes only the encounters not written to within the retention period', async () => {
    const store = make();
    const kept = randomUUID();
    const recording = randomUUID();
    await (await store.open(kept, recording)).append(0, frame(9));
    expect(await store.prune(1)).not.toContain(kept);
    expect((await store.open(kept, recording)).stored).toBe(0);
    // Two days from now it is past a one-day retention.
    expect(await store.prune(1, Date.now() + 2 * 86_400_000)).toContain(kept);
    expect((await store.open(kept, recording)).stored).toBe(-1);
  });
});

describe('S3-compatible object storage', () => {
  it('keeps one object per frame under the prefix, with the audio as sent', async () => {
    const storage = createAudioStorage({ dataDir, audioStore: `s3://${BUCKET}/clinic-b`, endpoint });
    const encounterId = randomUUID();
    const recording = randomUUID();
    const store = await storage.open(encounterId, recording);
    await store.append(0, frame(7));
    await store.append(1, frame(8));
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `clinic-b/${encounterId}/` }));
    expect(listed.Contents?.map((item) => item.Key)).toEqual([
      `clinic-b/${encounterId}/${recording}/0000000000.pcm`,
      `clinic-b/${encounterId}/${recording}/0000000001.pcm`,
    ]);
    const body = await (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: listed.Contents![1]!.Key! }))).Body!.transformToByteArray();
    expect(Buffer.from(body).equals(frame(8))).toBe(true);
  });

  it('refuses a malformed AUDIO_STORE with a clear message', () => {
    expect(() => loadConfig({ AUDIO_STORE: 'http://bucket/prefix' })).toThrow(/AUDIO_STORE must be s3:\/\/bucket\/prefix/);
    expect(parseS3Location('s3://my-bucket')).toEqual({ bucket: 'my-bucket', prefix: '' });
    expect(parseS3Location('s3://my-bucket/a/b/')).toEqual({ bucket: 'my-bucket', prefix: 'a/b' });
  });
});
