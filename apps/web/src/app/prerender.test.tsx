import { act, StrictMode } from 'react';
import fs from 'node:fs';
import path from 'node:path';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, signInAs, TEST_USER } from '@/test/utils';
import { fullName } from '@/lib/format';
import { App, createBrowserAppRouter } from './app';
import { renderLoginPage, renderPatientsShell } from './prerender';
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

/**
 * Each element's tag, classes and inline style, in document order: what lays the page out. Radix's hidden native
 * <select> (rendered on the server only, for forms, never seen) is left out.
 */
function layoutOf(root: Element) {
  return [...root.querySelectorAll('*')]
    .filter((element) => !element.closest('select[aria-hidden="true"]'))
    .map((element) => `${element.tagName} ${element.getAttribute('class') ?? ''} ${(element as HTMLElement).style?.cssText ?? ''}`);
}

describe('the prerendered /patients shell (decision 113)', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-no-shell');
    document.cookie = 'sidebar_state=; max-age=0; path=/';
    window.history.replaceState(null, '', '/');
  });

  it('is the signed-in layout with the patient list loading, without the account menu', async () => {
    const html = await renderPatientsShell();
    expect(html).toContain('Everyone you care for, in one place.');
    expect(html).toContain('data-slot="skeleton"');
    expect(html).toContain('Workspace');
    expect(html).toContain('href="/analytics"');
    expect(html).not.toContain('Account menu');
  });

  it('is what the app renders over it for a signed-in practitioner, apart from the account menu', async () => {
    const shell = await renderPatientsShell();
    // The list's request never answers here: the app's first render, with the list loading, is what is compared.
    // (A request no mock matches is answered 404 at once, and the list would race to its error line.)
    let listAsked = false;
    mockFetch().on('GET', '/patients/mine', () => {
      listAsked = true;
      return new Promise(() => {});
    });
    signInAs();
    window.history.replaceState(null, '', '/patients');
    const container = document.createElement('div');
    container.innerHTML = `<div data-shell inert style="display: contents">${shell}</div>`;
    document.body.append(container);
    const shellText = container.textContent;
    const shellLayout = layoutOf(container.firstElementChild!);
    const router = createBrowserAppRouter();
    await act(async () => {
      await new Promise<void>((resolve) => {
        if (router.state.initialized) resolve();
        else router.subscribe((state) => state.initialized && resolve());
      });
    });
    await act(async () => {
      root = createRoot(container);
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
    expect(listAsked).toBe(true);
    // Replaced, in one commit: the shell's elements are gone, the app's are live.
    expect(container.querySelector('[data-shell]')).toBeNull();
    expect(container.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    const menu = screen.getByRole('button', { name: `Account menu for ${fullName(TEST_USER)}` });
    const appText = container.textContent!.replace(menu.textContent!, '');
    expect(appText).toBe(shellText);
    // And element for element with the same classes and inline styles, so laid out the same.
    menu.remove();
    expect(layoutOf(container)).toEqual(shellLayout);
  });

  it('is shown by shell-gate.js only to a signed-in visitor on a wide window with the sidebar expanded', () => {
    const gate = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/shell-gate.js'), 'utf8');
    const shown = (narrow = false) => {
      document.documentElement.removeAttribute('data-no-shell');
      vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: narrow, media: query }) as MediaQueryList);
      new Function(gate)();
      return !document.documentElement.hasAttribute('data-no-shell');
    };
    expect(shown()).toBe(false); // nothing stored: the app sends the visitor to /login
    signInAs();
    expect(shown()).toBe(true);
    expect(shown(true)).toBe(false); // a phone: the list's skeleton and the sidebar differ
    document.cookie = 'sidebar_state=false; path=/';
    expect(shown()).toBe(false); // the sidebar collapsed to icons
    document.cookie = 'sidebar_state=true; path=/';
    expect(shown()).toBe(true);
    localStorage.removeItem('user');
    expect(shown()).toBe(false);
  });
});
