import os from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';

/**
 * argon2id, 64 MiB and 3 passes (the library's defaults, above OWASP's minimum), in one lane (decision 85): the
 * library hashes on libuv's thread pool, off the event loop, but with its default of 4 lanes each hash also
 * starts 4 threads of its own, so a few logins at once took every core from the other requests. Hashes made
 * with 4 lanes still verify: the parameters are stored in each hash.
 */
const options = { type: argon2.argon2id, parallelism: 1 } as const;

// At most (cores - 1) hashes at once, one core each (one on a 2-core machine); the others wait their turn. A storm
// of logins then leaves a core to every other request, and libuv's pool a free thread for file reads.
const inTurn = pLimit(Math.max(1, os.availableParallelism() - 1));

export const hashPassword = (password: string) => inTurn(() => argon2.hash(password, options));

// Verifying against this when the e-mail is unknown keeps a failed login equally slow either way.
const decoyHash = hashPassword('decoy-password-for-unknown-accounts');

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const stored = hash ?? (await decoyHash);
  try {
    return await inTurn(() => argon2.verify(stored, password));
  } catch {
    return false;
  }
}
