import type { ErrorBody } from '@scribe/contracts';
import { getToken } from './session';

export const API_BASE = '/api';

/** A failed call rejects with the server's error body (docs/product.md, API); `message` is what screens show. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: Partial<ErrorBody>;
  constructor(statusCode: number, body: Partial<ErrorBody>) {
    super(body.message || 'Something went wrong');
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.body = body;
  }
}

let onUnauthorized: () => void = () => {
  window.location.assign('/session');
};
/** The router installs a handler that navigates without reloading. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type Query = Record<string, string | number | boolean | undefined>;

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

interface RequestOptions {
  body?: unknown;
  query?: Query;
  /** Log out revokes a token that may already be dead: its 401 must not open Session Expired. */
  ignoreUnauthorized?: boolean;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, { message: 'Could not reach the server. Please check your connection.' });
  }

  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = { message: text };
    }
  }
  if (!response.ok) {
    // docs/product.md, Session: any 401 outside /login goes to the Session Expired page; nothing is cleared here.
    if (response.status === 401 && !options.ignoreUnauthorized && window.location.pathname !== '/login') onUnauthorized();
    throw new ApiError(response.status, (body as Partial<ErrorBody>) ?? {});
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
    request<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
};

/** The message a screen shows for a failed call. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError) return error.body.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export interface Envelope<T> {
  data: T;
  message?: string;
}
