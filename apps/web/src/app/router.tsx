import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { VerifyCodeForm } from '@/features/auth/components/verify-code-form';
import { AuthLayout } from './layouts/auth-layout';
import { NotFoundRoute } from './routes/not-found';
import { RootRedirect } from './routes/root-redirect';

/**
 * The route table of docs/product.md, Routes. The first download holds the login page and what is reached from
 * it without signing in (forgot password, code, reset: a few KB, shown at once) and the tiny 404 (issue 12: at
 * most 150 KB of JavaScript on the wire); every other page is a chunk of its own that the router fetches before
 * it shows the page (`lazy`), so a navigation keeps the current page on screen until the next one can render.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    element: <AuthLayout />,
    children: [
      { path: '/login', element: <LoginForm /> },
      { path: '/registration', lazy: async () => ({ Component: (await import('@/features/auth/components/registration-form')).RegistrationForm }) },
      { path: '/forgot-password', element: <ForgotPasswordForm /> },
      { path: '/verify-code', element: <VerifyCodeForm /> },
      { path: '/reset-password', element: <ResetPasswordForm /> },
    ],
  },
  { path: '/session', lazy: async () => ({ Component: (await import('./routes/session-expired')).SessionExpiredRoute }) },
  {
    lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
    children: [
      { path: '/patients', lazy: async () => ({ Component: (await import('./routes/patients')).PatientsRoute }) },
      { path: '/encounter', lazy: async () => ({ Component: (await import('./routes/encounters')).EncounterListRoute }) },
      { path: '/encounter/:encounterId', lazy: async () => ({ Component: (await import('./routes/encounters')).EncounterDetailsRoute }) },
      { path: '/analytics', lazy: async () => ({ Component: (await import('./routes/account')).AnalyticsRoute }) },
      { path: '/profile', lazy: async () => ({ Component: (await import('./routes/account')).ProfileRoute }) },
      { path: '/settings', lazy: async () => ({ Component: (await import('./routes/account')).SettingsRoute }) },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
