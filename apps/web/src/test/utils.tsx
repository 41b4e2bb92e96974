import * as React from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { User } from '@scribe/contracts';
// eslint-disable-next-line no-restricted-imports -- screen tests render inside the app's real providers.
import { AppProvider } from '@/app/provider';

export const TEST_USER: User = {
  _id: '11111111-1111-4111-8111-111111111111',
  first_name: 'Maya',
  last_name: 'Okafor',
  gender: 'female',
  email: 'maya@clinic.example',
  phone: '555-0100',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export function signInAs(user: User = TEST_USER, token = 'test-token') {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

type Handler = (request: { url: URL; method: string; body: unknown }) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

export interface FetchMock {
  calls: { method: string; url: URL; body: unknown; headers: Record<string, string> }[];
  on(method: string, path: string | RegExp, handler: Handler | { status?: number; body?: unknown }): FetchMock;
}

/** Mocks `fetch` at the network boundary: routes by method and /api path; unknown calls answer 404. */
export function mockFetch(): FetchMock {
  const routes: { method: string; path: string | RegExp; handler: Handler }[] = [];
  const mock: FetchMock = {
    calls: [],
    on(method, path, handler) {
      routes.unshift({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return mock;
    },
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    mock.calls.push({ method, url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const apiPath = url.pathname.replace(/^\/api/, '');
    const route = routes.find((r) => r.method === method && (typeof r.path === 'string' ? r.path === apiPath : r.path.test(apiPath)));
    const result = route ? await route.handler({ url, method, body }) : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No mock' } };
    return new Response(result.body === undefined ? '' : JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return mock;
}

export function apiError(status: number, message: string) {
  return { status, body: { statusCode: status, error: 'Error', message } };
}

/** Renders `element` at `path` inside the app providers, with extra routes to observe navigation. */
export function renderRoute(
  element: React.ReactElement,
  { path = '/', url = path, extraRoutes = [] }: { path?: string; url?: string; extraRoutes?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      ...extraRoutes,
      { path: '*', element: <p>Other route</p> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

export function landing(name: string): RouteObject[] {
  return [{ path: name, element: <p>Landed on {name}</p> }];
}
