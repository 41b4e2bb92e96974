import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { VerifyCodeForm } from '@/features/auth/components/verify-code-form';
import { AppLayout } from './layouts/app-layout';
import { AuthLayout } from './layouts/auth-layout';
import { NotFoundRoute } from './routes/not-found';
import { RootRedirect } from './routes/root-redirect';
import { SessionExpiredRoute } from './routes/session-expired';
import {
  AnalyticsRoute,
  EncounterDetailsRoute,
  EncounterListRoute,
  PatientsRoute,
  ProfileRoute,
  SettingsRoute,
} from './routes/signed-in';

/** Spec §2 route table. */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    element: <AuthLayout />,
    children: [
      { path: '/login', element: <LoginForm /> },
      { path: '/registration', element: <RegistrationForm /> },
      { path: '/forgot-password', element: <ForgotPasswordForm /> },
      { path: '/verify-code', element: <VerifyCodeForm /> },
      { path: '/reset-password', element: <ResetPasswordForm /> },
    ],
  },
  { path: '/session', element: <SessionExpiredRoute /> },
  {
    element: <AppLayout />,
    children: [
      { path: '/patients', element: <PatientsRoute /> },
      { path: '/encounter', element: <EncounterListRoute /> },
      { path: '/encounter/:encounterId', element: <EncounterDetailsRoute /> },
      { path: '/analytics', element: <AnalyticsRoute /> },
      { path: '/profile', element: <ProfileRoute /> },
      { path: '/settings', element: <SettingsRoute /> },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
