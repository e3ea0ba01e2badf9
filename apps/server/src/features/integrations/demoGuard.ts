/**
 * Try Demo accounts (features/demo/) send nothing outward (docs/security.md "Trust, round 3" 20.4): anyone may open one
 * without an address, so OSC targets and webhooks are for real accounts only.
 */
import { english } from '../../lib/i18n.js';
import { forbidden } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { UserRow } from '../accounts/users.repo.js';

export const DEMO_OUTBOUND = english('errors.integrations.demoOutbound');

/** Throws 403 with DEMO_OUTBOUND when `actor` is a demo account. */
export function demoGuard(users: { findById(id: number): Promise<Pick<UserRow, 'is_demo'> | undefined> }) {
  return async (actor: Actor): Promise<void> => {
    if (actor.kind !== 'user') return;
    if ((await users.findById(actor.userId))?.is_demo === 1) throw forbidden('errors.integrations.demoOutbound');
  };
}
