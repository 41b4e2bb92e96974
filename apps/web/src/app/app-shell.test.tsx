import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { apiError, mockFetch, signInAs } from '@/test/utils';
import { AppProvider } from './provider';
import { routes } from './router';
import { setUnauthorizedHandler } from '@/lib/api-client';

function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  setUnauthorizedHandler(() => void router.navigate('/session'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const emptyPatients = { body: { data: { docs: [], totalDocs: 0, totalPages: 0, page: 1, limit: 25 } } };

describe('routes and session (docs/product.md, Routes and Session)', () => {
  it('/ goes to /login without a token and to /patients with one', async () => {
    expect(renderApp('/').state.location.pathname).toBe('/login');
    signInAs();
    mockFetch().on('GET', '/patients/mine', emptyPatients);
    const router = renderApp('/');
    // The signed-in pages are fetched on demand (issue 12), so the router arrives a moment later.
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients'));
  });

  it('/login with a stored token goes to /patients', async () => {
    signInAs();
    mockFetch().on('GET', '/patients/mine', emptyPatients);
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients'));
  });

  it('unknown paths show the 404 page', () => {
    renderApp('/what/is/this');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });

  it('a 401 opens Session Expired; Back To Login clears storage and replaces history', async () => {
    const user = userEvent.setup();
    signInAs();
    mockFetch().on('GET', '/patients/mine', apiError(401, 'Your session has expired.'));
    window.history.pushState({}, '', '/patients');
    const router = renderApp('/patients');
    expect(await screen.findByText('Session Expired - Please login again')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-token');
    await user.click(screen.getByRole('button', { name: 'Back To Login' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    window.history.pushState({}, '', '/');
  });

  it('the header: account menu with initials, name, e-mail and its links; Log out revokes and clears', async () => {
    const user = userEvent.setup();
    signInAs();
    const fetch = mockFetch().on('GET', '/patients/mine', emptyPatients).on('POST', '/auth/logout', { body: { message: 'Logged out.' } });
    const router = renderApp('/patients');
    const trigger = await screen.findByRole('button', { name: 'Account menu for Maya Okafor' });
    expect(trigger).toHaveTextContent('MO');
    expect(trigger).toHaveTextContent('maya@clinic.example');
    expect(screen.getAllByRole('link', { name: 'Patients' })[0]).toHaveAttribute('href', '/patients');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetch.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/auth/logout')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the sidebar toggles with Ctrl+B and keeps its state in a cookie for 7 days', async () => {
    const user = userEvent.setup();
    signInAs();
    mockFetch().on('GET', '/patients/mine', emptyPatients);
    renderApp('/patients');
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Control>}b{/Control}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain('sidebar_state=false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.cookie).toContain('sidebar_state=true');
  });
});
