import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { renderLoginPage } from './prerender';
import { rendersLikePrerenderedLogin } from './prerendered-login';

// Hydration is driven by hand here (testing-library renders afresh): tell React this is a test environment for act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the prerendered login page (decision 106)', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('is the login page, and hydrates in the browser without a difference React would report', async () => {
    const html = renderLoginPage();
    expect(html).toContain('Welcome back');
    expect(html).toContain('type="password"');
    expect(html).toContain('Spend the visit with your patient');

    window.history.replaceState(null, '', '/login');
    expect(rendersLikePrerenderedLogin()).toBe(true);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const rendered = container.querySelector('input[type="password"]');
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, not replaced: the element painted before the JavaScript ran is the one the app now drives.
    expect(container.querySelector('input[type="password"]')).toBe(rendered);
    // And it works: the form validates as it is typed in (docs/product.md, Validation).
    await userEvent.type(screen.getByPlaceholderText('Enter your email'), 'not-an-address');
    expect(await screen.findByText(/Please enter valid email/)).toBeInTheDocument();
  });

  it('is rendered afresh, not hydrated, when anything is stored or on another page', () => {
    window.history.replaceState(null, '', '/login');
    localStorage.setItem('remember_email', 'dr@clinic.test');
    expect(rendersLikePrerenderedLogin()).toBe(false);
    localStorage.clear();
    window.history.replaceState(null, '', '/patients');
    expect(rendersLikePrerenderedLogin()).toBe(false);
  });
});
