import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppError } from './errors.js';

/**
 * Sealing of patient data at rest (issue 15, decision 66): AES-256-GCM from node:crypto under the data key.
 *
 * A sealed text is one string, `v1:<keyId>:<iv>:<ciphertext+tag>` (base64url parts), so it fits the text
 * columns it replaces and names the key that sealed it: `npm run rotate-key` finds what an old key sealed.
 * A sealed chunk of bytes (recorded audio) is `S1`, the 6-byte key id, the 12-byte iv, the ciphertext, the
 * 16-byte tag. The key id is the first 6 bytes of the key's SHA-256: it names a key without revealing it.
 */
export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ID_BYTES = 6;
const TEXT_PREFIX = 'v1:';
const CHUNK_MAGIC = Buffer.from('S1');
/** Bytes a sealed chunk adds to its plaintext. */
export const CHUNK_OVERHEAD = CHUNK_MAGIC.length + ID_BYTES + IV_BYTES + TAG_BYTES;
/** Binds every sealed value to this format, so that a value of another system or version does not open. */
const AAD = Buffer.from('clinical-scribe:v1');

/** A stored value that cannot be opened: an unknown key, or bytes that fail their integrity check. */
export class SealedDataError extends AppError {
  constructor(readonly detail: string) {
    super(500, `Stored patient data could not be opened: ${detail}`);
  }
}

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest().subarray(0, ID_BYTES).toString('hex');

/** Decodes a base64 key; throws a readable message when it is not 32 bytes. */
export function parseDataKey(text: string, name = 'DATA_KEY'): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) || key.length !== KEY_BYTES) {
    throw new Error(`${name} must be ${KEY_BYTES} random bytes in base64 (44 characters; make one with: openssl rand -base64 32)`);
  }
  return key;
}

export class Keyring {
  readonly currentId: string;
  private readonly keys = new Map<string, Buffer>();

  /** `current` seals; `older` keys (a rotation in progress) only open. */
  constructor(
    private readonly current: Buffer,
    older: Buffer[] = [],
  ) {
    this.currentId = keyIdOf(current);
    for (const key of [current, ...older]) this.keys.set(keyIdOf(key), key);
  }

  get ids() {
    return [...this.keys.keys()];
  }

  private keyFor(id: string): Buffer {
    const key = this.keys.get(id);
    if (!key) {
      throw new SealedDataError(
        `it was sealed with data key ${id}, which is not configured (configured: ${this.ids.join(', ')}). Set DATA_KEY, or DATA_KEYS_OLD during a rotation, to the key that sealed it.`,
      );
    }
    return key;
  }

  private encrypt(plain: Buffer) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv).setAAD(AAD);
    const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    return { iv, body };
  }

  private decrypt(id: string, iv: Buffer, body: Buffer): Buffer {
    const key = this.keyFor(id);
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw tampered(id);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(AAD);
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw tampered(id);
    }
  }

  sealText(plain: string): string {
    const { iv, body } = this.encrypt(Buffer.from(plain, 'utf8'));
    return `${TEXT_PREFIX}${this.currentId}:${iv.toString('base64url')}:${body.toString('base64url')}`;
  }

  /** Opens a sealed text; a value without the envelope is plaintext written before sealing (decision 67). */
  openText(stored: string): string {
    if (!isSealedText(stored)) return stored;
    const [, id, iv, body] = stored.split(':');
    if (!id || iv === undefined || body === undefined) throw tampered(id ?? 'unknown');
    return this.decrypt(id, Buffer.from(iv, 'base64url'), Buffer.from(body, 'base64url')).toString('utf8');
  }

  sealChunk(plain: Buffer): Buffer {
    const { iv, body } = this.encrypt(plain);
    return Buffer.concat([CHUNK_MAGIC, Buffer.from(this.currentId, 'hex'), iv, body]);
  }

  /** Opens a sealed chunk; answers null for a chunk that is not sealed (audio recorded before sealing). */
  openChunk(stored: Buffer): Buffer | null {
    const id = sealedChunkKeyId(stored);
    if (id === null) return null;
    const ivEnd = CHUNK_MAGIC.length + ID_BYTES + IV_BYTES;
    return this.decrypt(id, stored.subarray(CHUNK_MAGIC.length + ID_BYTES, ivEnd), stored.subarray(ivEnd));
  }

  /** This ring, able to open what `other` opens as well. */
  joinedWith(other: Keyring): Keyring {
    return new Keyring(this.current, [...this.keys.values(), ...other.keys.values()]);
  }

  /** Whether `id` names a key this ring holds. */
  knows(id: string) {
    return this.keys.has(id);
  }
}

const tampered = (id: string) =>
  new SealedDataError(`a value sealed with data key ${id} failed its integrity check: it was altered or corrupted.`);

export const isSealedText = (stored: string) => stored.startsWith(TEXT_PREFIX);
/** The key id of a sealed text, or null for plaintext. */
export const sealedTextKeyId = (stored: string) => (isSealedText(stored) ? (stored.split(':')[1] ?? null) : null);
/** The key id of a sealed chunk, or null for a chunk that does not carry the sealed layout. */
export function sealedChunkKeyId(stored: Buffer): string | null {
  if (stored.length < CHUNK_OVERHEAD || !stored.subarray(0, CHUNK_MAGIC.length).equals(CHUNK_MAGIC)) return null;
  return stored.subarray(CHUNK_MAGIC.length, CHUNK_MAGIC.length + ID_BYTES).toString('hex');
}

/**
 * The process's keyring. The database columns open their values as the driver hands them over
 * (db/sealed-columns.ts), where no request context exists: so the keyring is installed at start (buildApp, the
 * rotate-key script). A server process builds one app; a test process builds several (each in-memory database
 * with a key of its own), so a later install seals with its key and still opens what an earlier one sealed.
 */
let installed: Keyring | null = null;
export function installKeyring(keys: Keyring) {
  installed = installed ? keys.joinedWith(installed) : keys;
}
export function keyring(): Keyring {
  if (!installed) throw new Error('No data key is installed: buildApp or the script must call installKeyring first.');
  return installed;
}
