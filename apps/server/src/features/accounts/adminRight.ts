/**
 * Who is an administrator (docs/decisions/0015-who-is-an-admin.md, docs/security.md "Trust hardening"): id 1; the username admin, which only the first
 * account of the server may hold; or the ADMIN_EMAIL address, once the link mailed to it was
 * opened. A throwaway Try Demo account never is, even as the first account of a new server.
 */
import { english } from '../../lib/i18n.js';
import type { UserRow, UsersRepo } from './users.repo.js';

export const RESERVED_USERNAME = 'admin';
export const RESERVED_USERNAME_TAKEN = english('errors.accounts.reservedUsernameTaken');

/**
 * NFKC folds compatibility look-alikes such as fullwidth "ＡＤＭＩＮ"; invisible format characters
 * and spaces anywhere are dropped. (The register schema also allows only ASCII letters and digits.)
 */
export function isReservedUsername(username: string): boolean {
  return (
    username
      .normalize('NFKC')
      .replace(/[\p{Cf}\s]/gu, '')
      .toLowerCase() === RESERVED_USERNAME
  );
}

export type AdminFields = Pick<UserRow, 'id' | 'username_key' | 'email_key' | 'email_proven_at' | 'is_demo'>;

/** `firstAccountId`: the first account that is not a demo (only read for the reserved username). */
export function isAdminUser(row: AdminFields, adminEmail: string | undefined, firstAccountId: number | undefined): boolean {
  if (row.is_demo === 1) return false;
  if (row.id === 1) return true;
  // Someone who took the name before it was reserved holds it without the right.
  if (isReservedUsername(row.username_key) && row.id === firstAccountId) return true;
  return adminEmail !== undefined && row.email_key === adminEmail && row.email_proven_at !== null;
}

/** Looks up the first account only when a row has the reserved username, so most calls cost no query. */
export function adminRights(users: Pick<UsersRepo, 'firstAccountId'>, adminEmail: string | undefined) {
  const needsFirst = (row: AdminFields) => row.is_demo === 0 && row.id !== 1 && isReservedUsername(row.username_key);
  return {
    async of(row: AdminFields): Promise<boolean> {
      return isAdminUser(row, adminEmail, needsFirst(row) ? await users.firstAccountId() : undefined);
    },
    async ofAll(rows: readonly AdminFields[]): Promise<boolean[]> {
      const first = rows.some(needsFirst) ? await users.firstAccountId() : undefined;
      return rows.map((r) => isAdminUser(r, adminEmail, first));
    },
  };
}
export type AdminRights = ReturnType<typeof adminRights>;
