/**
 * The whole route map (spec 1 §2, spec 2 §2). Every screen is its own lazily loaded chunk. The crew
 * screens (code entry, department view) are not here: they are crew.html, a separate small page.
 */
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RedirectIfAuthenticated, RequireAuth, RequireAuthOrCaller } from '@/routes/guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** React.lazy for a named export, checked at compile time. */
function screen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LandingPage = screen(() => import('@/screens/landing/LandingPage'), 'LandingPage');
const AuthPage = screen(() => import('@/screens/auth/AuthPage'), 'AuthPage');
const PrivacyPage = screen(() => import('@/screens/privacy/PrivacyPage'), 'PrivacyPage');
const SimpleEventPage = screen(() => import('@/screens/simple-event/SimpleEventPage'), 'SimpleEventPage');
const EventShowPage = screen(() => import('@/screens/event/EventShowPage'), 'EventShowPage');
const AppShell = screen(() => import('@/components/layout/AppShell'), 'AppShell');
const DashboardPage = screen(() => import('@/screens/dashboard/DashboardPage'), 'DashboardPage');
const SubscriptionPage = screen(() => import('@/screens/subscription/SubscriptionPage'), 'SubscriptionPage');
const PaymentPage = screen(() => import('@/screens/payment/PaymentPage'), 'PaymentPage');
const EventRundownPage = screen(() => import('@/screens/event-rundown/EventRundownPage'), 'EventRundownPage');
const SettingsPage = screen(() => import('@/screens/settings/SettingsPage'), 'SettingsPage');
const AdminPage = screen(() => import('@/screens/admin/AdminPage'), 'AdminPage');
const ReportPage = screen(() => import('@/screens/report/ReportPage'), 'ReportPage');
const NotFoundPage = screen(() => import('@/screens/not-found/NotFoundPage'), 'NotFoundPage');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // Public, no sidebar.
      { path: '/', element: <LandingPage /> },
      {
        path: '/auth',
        element: (
          <RedirectIfAuthenticated>
            <AuthPage />
          </RedirectIfAuthenticated>
        ),
      },
      { path: '/privacy', element: <PrivacyPage /> },
      // /department-login/*, /department-access and /department/* are crew.html's (src/crew), a page of
      // their own: the server and the Vite dev server serve it, and links to them reload the document.
      // Unprotected (DESIGN.md §1): loads with the owner's session or a show caller code.
      { path: '/simple-event/:id', element: <SimpleEventPage /> },
      // As-run report: the account session, or this tab's show caller code session (ReportPage guards itself).
      { path: '/report/:id', element: <ReportPage /> },
      // The show screen hides the sidebar (every path starting with /event/); co-callers open it with a code.
      { element: <RequireAuthOrCaller />, children: [{ path: '/event/:id', element: <EventShowPage /> }] },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/subscription', element: <SubscriptionPage /> },
              { path: '/payment', element: <PaymentPage /> },
              { path: '/event-rundown/:id', element: <EventRundownPage /> },
              { path: '/settings', element: <SettingsPage /> },
              { path: '/admin', element: <AdminPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
