/**
 * The whole route map (docs/product.md#screens). Every screen is its own chunk, loaded by the router
 * (route `lazy`) rather than by React.lazy: the router renders the screen as soon as its code is in,
 * without Suspense's reveal delay, and a route's loader can start its data requests in parallel with
 * that code. The crew screens (code entry, department view) are not here: they are crew.html, a
 * separate small page.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router';
import { RouteFallback } from './RouteFallback';
import { RedirectIfAuthenticated, RequireAuth, RequireAuthOrCaller } from '@/routes/guards';
import { prefetchShowScreen } from './prefetchShowScreen';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** A route's `lazy` for a screen's named export, checked at compile time. */
function screen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/**
 * The routes. With a query client, /event/{id} prefetches its data at navigation (the app); without
 * one (tests that drive a memory router) every screen loads its own data as it mounts.
 */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while the first screen's code loads.
      HydrateFallback: RouteFallback,
      children: [
        // Public, no sidebar.
        { path: '/', lazy: screen(() => import('@/screens/landing/LandingPage'), 'LandingPage') },
        {
          element: (
            <RedirectIfAuthenticated>
              <Outlet />
            </RedirectIfAuthenticated>
          ),
          children: [{ path: '/auth', lazy: screen(() => import('@/screens/auth/AuthPage'), 'AuthPage') }],
        },
        { path: '/privacy', lazy: screen(() => import('@/screens/privacy/PrivacyPage'), 'PrivacyPage') },
        // A mailed confirmation link: opening it changes nothing, its button confirms (signed in or not).
        { path: '/verify-email', lazy: screen(() => import('@/screens/verify-email/VerifyEmailPage'), 'VerifyEmailPage') },
        // A mailed team invitation (docs/decisions/0031-team-members-and-roles.md): opening it changes nothing, its button joins.
        { path: '/invite/:token', lazy: screen(() => import('@/screens/invite/InvitePage'), 'InvitePage') },
        // A share link (docs/decisions/0036-share-links.md): the show screen without an account, as the link allows.
        { path: '/share/:token', lazy: screen(() => import('@/screens/share/ShareLinkPage'), 'ShareLinkPage') },
        // /department-login/*, /department-access and /department/* are crew.html's (src/crew), a page of
        // their own: the server and the Vite dev server serve it, and links to them reload the document.
        // Unprotected (docs/decisions/0004-access-codes.md): loads with the owner's session or a show caller code.
        { path: '/simple-event/:id', lazy: screen(() => import('@/screens/simple-event/SimpleEventPage'), 'SimpleEventPage') },
        // As-run report: the account session, or this tab's show caller code session (ReportPage guards itself).
        { path: '/report/:id', lazy: screen(() => import('@/screens/report/ReportPage'), 'ReportPage') },
        // The show report mail links here with ?run=N (docs/decisions/0029-show-report.md).
        { path: '/event/:id/report', lazy: screen(() => import('@/screens/report/ReportPage'), 'ReportPage') },
        // The show screen hides the sidebar (every path starting with /event/); co-callers open it with a code.
        {
          element: <RequireAuthOrCaller />,
          children: [
            {
              path: '/event/:id',
              lazy: screen(() => import('@/screens/event/EventShowPage'), 'EventShowPage'),
              // Starts the requests and returns at once: the screen shows its own loading states.
              loader: ({ params }) => {
                if (queryClient) prefetchShowScreen(queryClient, params.id);
                return null;
              },
            },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            // The producer's live wall (docs/decisions/0027-producer-wall.md): full screen, no sidebar.
            {
              path: '/production/:id/live',
              lazy: screen(() => import('@/screens/production-live/ProductionLivePage'), 'ProductionLivePage'),
            },
            {
              lazy: screen(() => import('@/components/layout/AppShell'), 'AppShell'),
              children: [
                { path: '/dashboard', lazy: screen(() => import('@/screens/dashboard/DashboardPage'), 'DashboardPage') },
                { path: '/subscription', lazy: screen(() => import('@/screens/subscription/SubscriptionPage'), 'SubscriptionPage') },
                { path: '/payment', lazy: screen(() => import('@/screens/payment/PaymentPage'), 'PaymentPage') },
                { path: '/event-rundown/:id', lazy: screen(() => import('@/screens/event-rundown/EventRundownPage'), 'EventRundownPage') },
                { path: '/settings', lazy: screen(() => import('@/screens/settings/SettingsPage'), 'SettingsPage') },
                { path: '/admin', lazy: screen(() => import('@/screens/admin/AdminPage'), 'AdminPage') },
                // A production's day across rooms (docs/decisions/0029-show-report.md).
                {
                  path: '/production/:id/report',
                  lazy: screen(() => import('@/screens/production-report/ProductionReportPage'), 'ProductionReportPage'),
                },
              ],
            },
          ],
        },
        { path: '*', lazy: screen(() => import('@/screens/not-found/NotFoundPage'), 'NotFoundPage') },
      ],
    },
  ];
}

/** The routes without prefetching (tests render them in a memory router). */
export const routes: RouteObject[] = createRoutes();
