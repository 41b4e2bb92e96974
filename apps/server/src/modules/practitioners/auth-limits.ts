import type { Limit } from './throttle.repository.js';

const MINUTE = 60;

/** The limits on the account endpoints (docs/operations.md, Throttling; decision 72). */
export const authLimits = {
  /** Failed logins per account (its e-mail, known or not, so a 429 tells nothing about who has an account). */
  loginPerAccount: (email: string): Limit => ({ scope: 'login.account', key: email, max: 10, windowSeconds: 15 * MINUTE }),
  /** Failed logins per client address, across accounts: one address trying many accounts. */
  loginPerAddress: (ip: string, max: number): Limit => ({ scope: 'login.address', key: ip, max, windowSeconds: 15 * MINUTE }),
  /** Reset-code requests per e-mail. */
  forgotPerAccount: (email: string): Limit => ({ scope: 'reset.request', key: email, max: 3, windowSeconds: 60 * MINUTE }),
  /** Wrong reset codes per e-mail across all its codes: asking for a new code gives no new guesses. */
  codeGuessesPerAccount: (email: string): Limit => ({ scope: 'reset.guess', key: email, max: 10, windowSeconds: 60 * MINUTE }),
};

/** "1 minute", "15 minutes": the wait a 429 message names, rounded up. */
export const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export const LOGIN_LIMIT_MESSAGE = (seconds: number) =>
  `Too many failed sign-in attempts. For your security, please wait ${minutesText(seconds)} and try again, or reset your password.`;
export const FORGOT_LIMIT_MESSAGE = (seconds: number) =>
  `Too many reset codes were asked for this e-mail. Please use the last code we sent, or try again in ${minutesText(seconds)}.`;
export const GUESS_LIMIT_MESSAGE = (seconds: number) =>
  `Too many wrong codes. For your security, please try again in ${minutesText(seconds)}.`;
