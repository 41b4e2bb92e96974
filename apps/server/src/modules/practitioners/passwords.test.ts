import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashing (decision 85)', () => {
  it('hashes with argon2id, 64 MiB, 3 passes, one lane, and verifies only the right password', async () => {
    const hash = await hashPassword('Correct-Horse7');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
    expect(await verifyPassword(hash, 'Correct-Horse7')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse7')).toBe(false);
  });

  it('still verifies a hash made with the earlier 4 lanes', async () => {
    const older = await argon2.hash('Correct-Horse7', { type: argon2.argon2id });
    expect(older).toMatch(/,p=4,/);
    expect(await verifyPassword(older, 'Correct-Horse7')).toBe(true);
  });

  it('answers false for an unknown account (the decoy) and for a damaged hash', async () => {
    expect(await verifyPassword(null, 'Correct-Horse7')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Correct-Horse7')).toBe(false);
  });

  it('verifies many at once, each with its own answer', async () => {
    const hash = await hashPassword('Correct-Horse7');
    const answers = await Promise.all(['Correct-Horse7', 'wrong', 'Correct-Horse7', 'wrong'].map((p) => verifyPassword(hash, p)));
    expect(answers).toEqual([true, false, true, false]);
  });
});
