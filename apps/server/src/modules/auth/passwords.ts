import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), as OWASP recommends. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

// Verifying against this when the e-mail is unknown keeps a failed login equally slow either way.
const decoyHash = hashPassword('decoy-password-for-unknown-accounts');

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash ?? (await decoyHash), password);
  } catch {
    return false;
  }
}
