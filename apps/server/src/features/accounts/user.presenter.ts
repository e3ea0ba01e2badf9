import type { User } from '@showcaller/shared';
import type { UserRow } from './users.repo.js';

/** Admin rule of DESIGN.md §1: id 1, username "admin", or the ADMIN_EMAIL address. */
export function isAdminUser(row: Pick<UserRow, 'id' | 'username_key' | 'email_key'>, adminEmail: string | undefined): boolean {
  return row.id === 1 || row.username_key === 'admin' || (adminEmail !== undefined && row.email_key === adminEmail);
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
