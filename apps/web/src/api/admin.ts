/** The admin dashboard's user list (GET /api/admin/users); the server answers 403 to non-admins. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export interface AdminUser {
  id: number;
  username: string;
  name: string;
  email: string;
  createdAt: string;
  eventCount: number;
  isAdmin: boolean;
  isDemo: boolean;
}

export const adminKeys = {
  users: (search: string) => ['admin', 'users', search] as const,
};

export function useAdminUsers(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: adminKeys.users(term),
    queryFn: ({ signal }) => apiFetch<AdminUser[]>('/api/admin/users', { params: { search: term || null }, signal }),
    // Keep the previous rows on screen while a new search loads, instead of flashing the skeleton.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
