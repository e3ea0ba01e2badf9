/**
 * "Try Demo" (issue 4): a throwaway account with a realistic sample show, opened on its show
 * screen. Demo accounts (and everything in them) are removed 24 hours after they were made.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { User } from '@showcaller/shared';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { newAccessCode } from '../../lib/crypto.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { UsersRepo } from '../accounts/users.repo.js';
import { uniqueCode } from '../events/events.service.js';
import type { EventsRepo } from '../events/events.repo.js';
import { DEMO_CUES, DEMO_DEPARTMENTS } from './demoShow.js';

export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function demoService(d: { db: Kysely<Database>; users: UsersRepo; events: EventsRepo; accounts: AccountsService; clock: Clock }) {
  return {
    async create(userAgent: string | undefined): Promise<{ token: string; user: User; eventId: number }> {
      const now = d.clock.now();
      const at = new Date(now).toISOString();
      const expires = new Date(now + DEMO_LIFETIME_MS).toISOString();
      const suffix = randomBytes(4).toString('hex');
      const codes: string[] = [];
      const taken = async (c: string) => codes.includes(c) || (await d.events.codeTaken(c));
      for (let i = 0; i < DEMO_DEPARTMENTS.length + 1; i++) codes.push(await uniqueCode(taken));
      const eventDay = new Date(now + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

      const { userId, eventId } = await d.db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            username: `demo-${suffix}`,
            username_key: `demo-${suffix}`,
            email: `demo-${suffix}@demo.invalid`,
            email_key: `demo-${suffix}@demo.invalid`,
            name: 'Demo Show Caller',
            // Nobody can log in with a password: the random hash never matches an argon2 check.
            password_hash: `demo:${randomBytes(16).toString('hex')}`,
            email_verified_at: at,
            trial_end_date: expires,
            is_demo: 1,
            demo_expires_at: expires,
            voice_defaults: null,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const ev = await trx
          .insertInto('events')
          .values({
            owner_id: user.id,
            name: 'TechForward Conference 2026 (demo)',
            description: 'A sample one-day conference: 22 cues, 5 departments and colour-coded tasks. Try STANDBY, GO and NEXT.',
            date: `${eventDay}T08:30:00.000Z`,
            show_caller_code: codes[0]!,
            api_key_hash: null,
            revision: 0,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const depIds = new Map<string, number>();
        for (const [i, name] of DEMO_DEPARTMENTS.entries()) {
          const dep = await trx
            .insertInto('departments')
            .values({ event_id: ev.id, name, access_code: codes[i + 1] ?? newAccessCode(), position: i, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          depIds.set(name, dep.id);
        }
        for (const [i, c] of DEMO_CUES.entries()) {
          const cue = await trx
            .insertInto('cues')
            .values({
              event_id: ev.id,
              number: i + 1,
              time: c.time,
              action: c.action,
              notes: c.notes ?? null,
              duration: c.duration,
              color_mark: c.colorMark ?? '',
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const rows = Object.entries(c.tasks ?? {}).flatMap(([dep, tasks]) =>
            tasks.map((t, position) => ({
              cue_id: cue.id,
              department_id: depIds.get(dep)!,
              description: t.description,
              completed: 0,
              completed_at: null,
              color: t.color ?? '',
              position,
              created_at: at,
              updated_at: at,
            })),
          );
          if (rows.length) await trx.insertInto('tasks').values(rows).execute();
        }
        return { userId: user.id, eventId: ev.id };
      });
      const token = await d.accounts.createSession(userId, userAgent);
      return { token, user: await d.accounts.me(userId), eventId };
    },

    /** Removes expired demo accounts with their events (cascades). */
    async purgeExpired(): Promise<number> {
      return d.users.deleteExpiredDemos(new Date(d.clock.now()).toISOString());
    },
  };
}
export type DemoService = ReturnType<typeof demoService>;
