import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/queryClient';
import { Providers } from './Providers';
import { createRoutes } from './routes';

// Created before the router: the router starts the first route's loaders (data prefetch) at once.
const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
