import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/** Where recordings go in S3-compatible object storage: `s3://bucket/prefix` (decision 81). */
export interface S3Location {
  bucket: string;
  /** Without leading or trailing slash; may be empty. */
  prefix: string;
}

export function parseS3Location(url: string): S3Location {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`AUDIO_STORE must be s3://bucket/prefix, not ${url}`);
  return { bucket: match[1]!, prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

const keyOf = (location: S3Location, ...parts: string[]) => [location.prefix, ...parts].filter(Boolean).join('/');
const SEQ_DIGITS = 10;

/** Every object under `prefix/` (all pages). */
async function listAll(client: S3Client, location: S3Location, prefix: string) {
  const objects: { key: string; lastModified: Date }[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: location.bucket, Prefix: prefix, ContinuationToken: token }));
    for (const item of page.Contents ?? []) if (item.Key) objects.push({ key: item.Key, lastModified: item.LastModified ?? new Date(0) });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

async function deleteKeys(client: S3Client, location: S3Location, keys: string[]) {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000).map((Key) => ({ Key }));
    await client.send(new DeleteObjectsCommand({ Bucket: location.bucket, Delete: { Objects: batch, Quiet: true } }));
  }
}

/**
 * A recording's audio in object storage: one object per stored frame,
 * `prefix/<encounterId>/<recording>/<seq, 10 digits>.pcm` (PCM16LE, 16 kHz, mono). Object storage has no
 * append, and a frame is acknowledged only once it is stored (the client then forgets it), so each frame is
 * written as it comes: 4 small PUTs a second per stream. Any API process reopens it by listing the keys.
 */
export class S3AudioStore {
  private constructor(
    private readonly client: S3Client,
    private readonly location: S3Location,
    private readonly folder: string,
    private lastSeq: number,
  ) {}

  static async open(client: S3Client, location: S3Location, encounterId: string, recording: string): Promise<S3AudioStore> {
    const folder = `${keyOf(location, encounterId, recording)}/`;
    let lastSeq = -1;
    for (const { key } of await listAll(client, location, folder)) {
      const seq = Number(/(\d+)\.pcm$/.exec(key)?.[1]);
      if (Number.isFinite(seq)) lastSeq = Math.max(lastSeq, seq);
    }
    return new S3AudioStore(client, location, folder, lastSeq);
  }

  /** The highest sequence number stored (-1 when none). */
  get stored() {
    return this.lastSeq;
  }

  /** Stores the frame unless it is already stored; answers whether it was new. */
  async append(seq: number, pcm: Buffer): Promise<boolean> {
    if (seq <= this.lastSeq) return false;
    const key = `${this.folder}${String(seq).padStart(SEQ_DIGITS, '0')}.pcm`;
    await this.client.send(new PutObjectCommand({ Bucket: this.location.bucket, Key: key, Body: pcm, ContentType: 'application/octet-stream' }));
    this.lastSeq = seq;
    return true;
  }
}

/** Deletes an encounter's recorded audio (every recording of it). */
export async function deleteS3EncounterAudio(client: S3Client, location: S3Location, encounterId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(encounterId)) throw new Error(`not an encounter id: ${encounterId}`);
  const keys = (await listAll(client, location, `${keyOf(location, encounterId)}/`)).map((object) => object.key);
  await deleteKeys(client, location, keys);
}

/** Deletes the encounters whose audio was not written to for `retentionDays`. Answers the encounter ids removed. */
export async function pruneS3Audio(client: S3Client, location: S3Location, retentionDays: number, now = Date.now()): Promise<string[]> {
  const root = location.prefix ? `${location.prefix}/` : '';
  const byEncounter = new Map<string, { keys: string[]; newest: number }>();
  for (const object of await listAll(client, location, root)) {
    const encounterId = object.key.slice(root.length).split('/')[0]!;
    const entry = byEncounter.get(encounterId) ?? { keys: [], newest: 0 };
    entry.keys.push(object.key);
    entry.newest = Math.max(entry.newest, object.lastModified.getTime());
    byEncounter.set(encounterId, entry);
  }
  const removed: string[] = [];
  for (const [encounterId, { keys, newest }] of byEncounter) {
    if (now - newest <= retentionDays * 86_400_000) continue;
    await deleteKeys(client, location, keys);
    removed.push(encounterId);
  }
  return removed;
}
