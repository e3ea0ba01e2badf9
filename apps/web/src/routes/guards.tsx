import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { useAuthToken } from '@/api/token';
import { parseEventId } from '@/screens/event/eventId';
import { readCallerToken } from '@/api/callerSession';

/** Router state carried to /auth so a successful login returns to the page the user wanted. */
export interface AuthRedirectState {
  from?: string;
}

export function intendedPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as AuthRedirectState).from;
  // Only same-app paths: never an absolute URL or protocol-relative one.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth') ? from : null;
}

/** Protected routes: without a token, go to /auth and remember where the user was heading. */
export function RequireAuth() {
  const token = useAuthToken();
  const location = useLocation();
  if (!token) {
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/auth" replace state={state} />;
  }
  return <Outlet />;
}

/**
 * /event/{id}: an account, or a show caller code entered in this tab for that event (a co-caller
 * without an account, docs/decisions/0004-access-codes.md; the show screen then sends that code's token).
 */
export function RequireAuthOrCaller() {
  const { id } = useParams();
  const eventId = parseEventId(id);
  if (eventId !== null && readCallerToken(eventId) !== null) return <Outlet />;
  return <RequireAuth />;
}

/** /auth for someone already logged in: go to the intended page or the dashboard (a reset link still opens). */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const token = useAuthToken();
  const location = useLocation();
  const [params] = useSearchParams();
  if (token && !params.has('reset')) {
    return <Navigate to={intendedPath(location.state) ?? '/dashboard'} replace />;
  }
  return children;
}
