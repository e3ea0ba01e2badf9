/** The admin dashboard's user list (GET /api/admin/users); the server answers 403 to non-admins. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserSchema } from '@showcaller/shared';
import { apiFetch } from './client';

export type { AdminUser } from '@showcaller/shared';

export const adminKeys = {
  users: (search: string) => ['admin', 'users', search] as const,
};

export function useAdminUsers(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: adminKeys.users(term),
    queryFn: ({ signal }) => apiFetch('/api/admin/users', adminUserSchema.array(), { params: { search: term || null }, signal }),
    // Keep the previous rows on screen while a new search loads, instead of flashing the skeleton.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
