import type { User } from '@showcaller/shared';
import type { UserRow } from './users.repo.js';

/**
 * DESIGN.md §1: id 1, the username admin, or the ADMIN_EMAIL address: the last only once the
 * address is proved (verified), so nobody becomes admin by typing that address into a form.
 * A throwaway Try Demo account never is, even as the first account of a new server.
 */
export function isAdminUser(
  row: Pick<UserRow, 'id' | 'username_key' | 'email_key' | 'email_verified_at' | 'is_demo'>,
  adminEmail: string | undefined,
): boolean {
  if (row.is_demo === 1) return false;
  if (row.id === 1 || row.username_key === 'admin') return true;
  return adminEmail !== undefined && row.email_key === adminEmail && row.email_verified_at !== null;
}

export function presentUser(row: UserRow, adminEmail: string | undefined): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    // The platform is free (DESIGN.md §1): every account has full access.
    hasSubscription: true,
    trialActive: row.trial_end_date !== null,
    trialEndDate: row.trial_end_date,
    isAdmin: isAdminUser(row, adminEmail),
    isDemo: row.is_demo === 1,
    createdAt: row.created_at,
  };
}
