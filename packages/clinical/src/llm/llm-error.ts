export type LlmFailureKind =
  | 'timeout'
  | 'network'
  | 'rate-limit'
  | 'http'
  | 'malformed'
  | 'refusal'
  | 'too-long';

/** Short words for the notice a practitioner sees ('Nova LLM failed (timeout); …'). */
const REASONS: Record<LlmFailureKind, string> = {
  timeout: 'timeout',
  network: 'server unreachable',
  'rate-limit': 'rate limited',
  http: 'server error',
  malformed: 'unreadable reply',
  refusal: 'the model refused',
  'too-long': 'transcript too long for the model',
};

/**
 * Why a call to the language model failed. `retryable` says whether trying again later can help (the notes
 * job retries those; the others fall back to the embedded engine at once). Messages never carry prompt text.
 */
export class LlmError extends Error {
  override readonly name = 'LlmError';
  constructor(
    readonly kind: LlmFailureKind,
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    /** How long the server asked us to wait (Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** The reason shown to a practitioner, e.g. 'server error 503'. */
  get reason(): string {
    return this.kind === 'http' && this.status ? `${REASONS.http} ${this.status}` : REASONS[this.kind];
  }
}
