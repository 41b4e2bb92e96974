import { Navigate } from 'react-router';
import { getToken } from '@/lib/session';

/** docs/product.md, Routes: `/` sends a visitor with a stored token to /patients, everyone else to /login. */
export function RootRedirect() {
  return <Navigate to={getToken() ? '/patients' : '/login'} replace />;
}
