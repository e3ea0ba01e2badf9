/** The admin dashboard's list of users (docs/product.md#screens): for administrators only (docs/decisions/0015-who-is-an-admin.md). */
import type { AdminUser } from '@showcaller/shared';
import type { Actor } from '../auth/actor.js';
import { requireUser } from '../auth/auth.service.js';
import { forbidden } from '../../lib/errors.js';
import { adminRights } from '../accounts/adminRight.js';
import type { UsersRepo } from '../accounts/users.repo.js';

/** One shared definition with the browser's admin page (docs/architecture.md#layers). */
export type AdminUserView = AdminUser;

export function adminService(d: { users: UsersRepo; adminEmail: string | undefined }) {
  const rights = adminRights(d.users, d.adminEmail);
  return {
    async listUsers(actor: Actor, search: string | undefined): Promise<AdminUserView[]> {
      if (!requireUser(actor).isAdmin) throw forbidden('errors.admin.administratorsSeeList');
      const rows = await d.users.listWithEventCounts(search);
      const admins = await rights.ofAll(rows);
      return rows.map((r, i) => ({
        id: r.id,
        username: r.username,
        name: r.name,
        email: r.email,
        createdAt: r.created_at,
        eventCount: Number(r.event_count ?? 0),
        isAdmin: admins[i] ?? false,
        isDemo: r.is_demo === 1,
      }));
    },
  };
}
export type AdminService = ReturnType<typeof adminService>;
