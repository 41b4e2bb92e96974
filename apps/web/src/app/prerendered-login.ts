/**
 * Whether the app's first render here is the prerendered page, so that it can be hydrated: /login, for a visitor with
 * nothing stored (a token redirects; a remembered e-mail ticks the checkbox). Otherwise the app renders afresh over it.
 */
export function rendersLikePrerenderedLogin(): boolean {
  return window.location.pathname === '/login' && localStorage.length === 0;
}
