import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteFallback } from './RouteFallback';

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
