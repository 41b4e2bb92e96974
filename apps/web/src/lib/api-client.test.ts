import { describe, expect, it, vi } from 'vitest';
import { mockFetch, apiError } from '@/test/utils';
import { api, ApiError, buildUrl, errorMessage, setUnauthorizedHandler } from './api-client';

describe('api client (docs/product.md, API)', () => {
  it('sends JSON with the bearer token and returns the body', async () => {
    localStorage.setItem('token', 'abc');
    const fetch = mockFetch().on('POST', '/patients', { status: 201, body: { data: { _id: '1' } } });
    await expect(api.post('/patients', { first_name: 'A' })).resolves.toEqual({ data: { _id: '1' } });
    expect(fetch.calls[0]!.headers.Authorization).toBe('Bearer abc');
    expect(fetch.calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(fetch.calls[0]!.body).toEqual({ first_name: 'A' });
  });

  it('rejects with the error body, whose message screens show', async () => {
    mockFetch().on('GET', '/analytics', apiError(400, 'Nope.'));
    const error = await api.get('/analytics').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    expect(errorMessage(error)).toBe('Nope.');
  });

  it('sends a 401 to the Session Expired handler, except on /login or when asked not to', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch().on('GET', '/analytics', apiError(401, 'Expired')).on('POST', '/auth/logout', apiError(401, 'Expired'));
    window.history.pushState({}, '', '/patients');
    await api.get('/analytics').catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
    await api.post('/auth/logout', {}, { ignoreUnauthorized: true }).catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
    window.history.pushState({}, '', '/login');
    await api.get('/analytics').catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
    window.history.pushState({}, '', '/');
  });

  it('builds query strings without undefined values', () => {
    expect(buildUrl('/patients/mine', { limit: 25, search: undefined, order: 'desc' })).toBe('/api/patients/mine?limit=25&order=desc');
  });

  it('turns a network failure into a readable message', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/analytics')).rejects.toThrow('Could not reach the server');
  });
});
