/**
 * One UV_THREADPOOL_SIZE setting (the parent sets it in this process's environment): verifies `count` passwords
 * at once, first as the product does (passwords.ts: one lane, a few at a time), then with the argon2 library's
 * defaults (4 lanes, as many as the pool runs), and prints verifications per second and how late the event loop
 * ran meanwhile: a late loop is what starves the other requests.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import argon2 from 'argon2';
import { hashPassword, verifyPassword } from '../../apps/server/src/modules/practitioners/passwords.js';

const count = Number(process.argv[2] ?? 12);
const password = 'a-bench-password-1';

async function run(verify: () => Promise<boolean>) {
  await verify(); // warm: the decoy hash and the first allocation
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: count }, verify));
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  if (!results.every(Boolean)) throw new Error('a verification failed');
  return { perSecond: count / seconds, loopDelayMaxMs: loop.max / 1e6, loopDelayP99Ms: loop.percentile(99) / 1e6 };
}

const productHash = await hashPassword(password);
const libraryHash = await argon2.hash(password, { type: argon2.argon2id });
const product = await run(() => verifyPassword(productHash, password));
const libraryDefaults = await run(() => argon2.verify(libraryHash, password));
process.send?.({ product, libraryDefaults });
