/** The one error type services throw; the error handler turns it into the API's error body (docs/product.md, 8. API). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    /** Sent as Retry-After with a 429: the seconds until the limit lets the next attempt through. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, message, field ? [{ field, message }] : undefined);
export const unauthorized = (message = 'Your session has expired. Please log in again.') => new AppError(401, message);
export const notFound = (what: string) => new AppError(404, `${what} not found.`);
export const conflict = (message: string) => new AppError(409, message);

/** A limit reached: 429 with Retry-After, and a message that says when to try again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
