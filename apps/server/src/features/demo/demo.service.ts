/**
 * "Try Demo" (README.md#try-demo): a throwaway account with a realistic sample show, opened on its show
 * screen. Demo accounts (and everything in them) are removed 24 hours after they were made.
 */
import { randomBytes } from 'node:crypto';
import type { User } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { UsersRepo } from '../accounts/users.repo.js';
import type { CodesService } from '../codes/codes.service.js';
import type { NewTaskRow } from '../tasks/tasks.repo.js';
import type { DemoRepo } from './demo.repo.js';
import { DEMO_CUES, DEMO_DEPARTMENTS } from './demoShow.js';

export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function demoService(d: { repo: DemoRepo; users: UsersRepo; codes: CodesService; accounts: AccountsService; clock: Clock }) {
  return {
    async create(userAgent: string | undefined): Promise<{ token: string; user: User; eventId: number }> {
      const now = d.clock.now();
      const at = new Date(now).toISOString();
      const expires = new Date(now + DEMO_LIFETIME_MS).toISOString();
      const suffix = randomBytes(4).toString('hex');
      const [callerCode, ...departmentCodes] = await d.codes.issueMany(DEMO_DEPARTMENTS.length + 1);
      const eventDay = new Date(now + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

      const { userId, eventId } = await d.repo.inTransaction(async (r) => {
        const userId = await r.users.insert({
          username: `demo-${suffix}`,
          username_key: `demo-${suffix}`,
          email: `demo-${suffix}@demo.invalid`,
          email_key: `demo-${suffix}@demo.invalid`,
          name: 'Demo Show Caller',
          // Nobody can log in with a password: the random hash never matches an argon2 check.
          password_hash: `demo:${randomBytes(16).toString('hex')}`,
          email_verified_at: at,
          // Proves nothing: a .invalid address receives no mail, and a demo is never an admin.
          email_proven_at: null,
          is_demo: 1,
          demo_expires_at: expires,
          created_at: at,
          updated_at: at,
        });
        const eventId = await r.events.insert({
          owner_id: userId,
          name: 'TechForward Conference 2026 (demo)',
          description: 'A sample one-day conference: 22 cues, 5 departments and colour-coded tasks. Try STANDBY, GO and NEXT.',
          // A calendar date, as every event date is since migration 003.
          date: eventDay,
          show_caller_code: callerCode ?? null,
          api_key_hash: null,
          revision: 0,
          created_at: at,
          updated_at: at,
        });
        const depIds = new Map<string, number>();
        for (const [i, name] of DEMO_DEPARTMENTS.entries()) {
          const code = departmentCodes[i] ?? null;
          depIds.set(name, await r.departments.insert({ event_id: eventId, name, access_code: code, position: i, created_at: at }));
        }
        const tasks: NewTaskRow[] = [];
        for (const [i, c] of DEMO_CUES.entries()) {
          const cueId = await r.cues.insert({
            event_id: eventId,
            number: i + 1,
            time: c.time,
            action: c.action,
            notes: c.notes ?? null,
            duration: c.duration,
            color_mark: c.colorMark ?? '',
            created_at: at,
            updated_at: at,
          });
          for (const [dep, list] of Object.entries(c.tasks ?? {})) {
            const departmentId = depIds.get(dep);
            if (departmentId === undefined) continue;
            for (const [position, t] of list.entries()) {
              tasks.push({
                cue_id: cueId,
                department_id: departmentId,
                description: t.description,
                completed: 0,
                completed_at: null,
                color: t.color ?? '',
                position,
                created_at: at,
                updated_at: at,
              });
            }
          }
        }
        await r.tasks.insertMany(tasks);
        return { userId, eventId };
      });
      const token = await d.accounts.createSession(userId, userAgent);
      return { token, user: await d.accounts.me(userId), eventId };
    },

    /** Removes expired demo accounts with their events (cascades). */
    async purgeExpired(): Promise<number> {
      const nowIso = new Date(d.clock.now()).toISOString();
      // Their codes are retired first, so a code once shared for a demo never opens a real show.
      await d.codes.retireEvents(await d.users.expiredDemoEventIds(nowIso));
      return d.users.deleteExpiredDemos(nowIso);
    },
  };
}
export type DemoService = ReturnType<typeof demoService>;
