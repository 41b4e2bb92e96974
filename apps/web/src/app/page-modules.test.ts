import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageModules, preloadCurrentPage } from './page-modules';

describe('preloadCurrentPage (decision 105)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  const spies = () => Object.fromEntries(Object.keys(pageModules).map((name) => [name, vi.spyOn(pageModules, name as keyof typeof pageModules).mockResolvedValue({} as never)]));
  const called = (s: ReturnType<typeof spies>) => Object.keys(s).filter((name) => s[name]!.mock.calls.length > 0).sort();

  it("requests the signed-in layout and the current page's chunk when a token is stored", () => {
    localStorage.setItem('token', 't');
    let s = spies();
    preloadCurrentPage('/patients');
    expect(called(s)).toEqual(['appLayout', 'patients']);
    vi.restoreAllMocks();
    s = spies();
    preloadCurrentPage('/encounter/123');
    expect(called(s)).toEqual(['appLayout', 'encounters']);
    vi.restoreAllMocks();
    s = spies();
    preloadCurrentPage('/settings');
    expect(called(s)).toEqual(['account', 'appLayout']);
  });

  it('requests nothing without a token, or on a page of the entry', () => {
    let s = spies();
    preloadCurrentPage('/patients');
    expect(called(s)).toEqual([]);
    localStorage.setItem('token', 't');
    vi.restoreAllMocks();
    s = spies();
    preloadCurrentPage('/login');
    expect(called(s)).toEqual([]);
  });
});
