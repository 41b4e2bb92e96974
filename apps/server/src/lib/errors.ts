/** The one error type services throw; the error handler turns it into the architecture's error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, message, field ? [{ field, message }] : undefined);
export const unauthorized = (message = 'Your session has expired. Please log in again.') => new AppError(401, message);
export const notFound = (what: string) => new AppError(404, `${what} not found.`);
export const conflict = (message: string) => new AppError(409, message);
