import type { User } from '@showcaller/shared';
import type { UserRow } from './users.repo.js';
import { clockFormatOf, localeOf } from '../language/language.presenter.js';

/** `isAdmin` is decided by adminRight.ts, which may need the database. */
export function presentUser(row: UserRow, isAdmin: boolean): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    // The platform is free (docs/decisions/0010-free-product.md): every account has full access.
    hasSubscription: true,
    // The dashboard's countdown banner: only a Try Demo account has an end, the hour it is removed.
    trialActive: row.is_demo === 1 && row.demo_expires_at !== null,
    trialEndDate: row.is_demo === 1 ? row.demo_expires_at : null,
    isAdmin,
    isDemo: row.is_demo === 1,
    language: localeOf(row.language),
    clockFormat: clockFormatOf(row.clock_format),
    createdAt: row.created_at,
  };
}
