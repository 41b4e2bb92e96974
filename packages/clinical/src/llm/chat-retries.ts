import { LlmError } from './llm-error.js';

export interface RetryPolicy {
  /** Further tries after a 429, a 5xx or a refused connection. */
  maxRetries: number;
  /** First back-off; it doubles per try unless the server says Retry-After. */
  retryBaseMs: number;
  /** A Retry-After longer than this is not waited for: the call fails as rate-limited (the job retries later). */
  maxRetryWaitMs: number;
  sleep: (ms: number) => Promise<void>;
}

/** Worth another try: a rate limit, a connection that failed, a server error. */
const isTransient = (err: LlmError) => err.kind === 'rate-limit' || err.kind === 'network' || (err.kind === 'http' && (err.status ?? 0) >= 500);

/**
 * Runs `attempt` until it succeeds: transient failures are retried with back-off (honouring Retry-After), and
 * a failure `adapt` can fix (it answers true after changing the request) is tried again at once, without
 * counting as a retry.
 */
export async function withRetries<T>(attempt: () => Promise<T>, policy: RetryPolicy, adapt: (err: LlmError) => boolean = () => false): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof LlmError)) throw err;
      if (adapt(err)) {
        tries -= 1;
        continue;
      }
      if (!isTransient(err) || tries >= policy.maxRetries) throw err;
      const delay = err.retryAfterMs ?? policy.retryBaseMs * 2 ** tries;
      if (delay > policy.maxRetryWaitMs) throw err;
      await policy.sleep(delay);
    }
  }
}
