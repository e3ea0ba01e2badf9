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
import type { DemoRepo } from './demo.repo.js';
import { DEMO_PRODUCTION, DEMO_PRODUCTION_EVENTS } from './demoProduction.js';
import { DEMO_CUES, DEMO_DEPARTMENTS } from './demoShow.js';
import { writeSampleShow } from './demoWriter.js';

export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function demoService(d: { repo: DemoRepo; users: UsersRepo; codes: CodesService; accounts: AccountsService; clock: Clock }) {
  return {
    async create(userAgent: string | undefined): Promise<{ token: string; user: User; eventId: number; productionId: number }> {
      const now = d.clock.now();
      const at = new Date(now).toISOString();
      const expires = new Date(now + DEMO_LIFETIME_MS).toISOString();
      const suffix = randomBytes(4).toString('hex');
      const shows = DEMO_PRODUCTION_EVENTS.map((e) => 1 + e.departments.length);
      const codes = await d.codes.issueMany(DEMO_DEPARTMENTS.length + 1 + shows.reduce((a, b) => a + b, 0));
      const take = (n: number) => codes.splice(0, n);
      const eventDay = new Date(now + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const days = [eventDay, new Date(now + 8 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)] as const;

      const { userId, eventId, productionId } = await d.repo.inTransaction(async (r) => {
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
        const eventId = await writeSampleShow(
          r,
          userId,
          {
            name: 'TechForward Conference 2026 (demo)',
            description: 'A sample one-day conference: 22 cues, 5 departments and colour-coded tasks. Try STANDBY, GO and NEXT.',
            date: eventDay,
            departments: DEMO_DEPARTMENTS,
            cues: DEMO_CUES,
          },
          take(DEMO_DEPARTMENTS.length + 1),
          at,
        );
        // The sample production beside it: two days in three rooms (demoProduction.ts), removed with the account.
        const production = await r.productions.insert(
          {
            owner_id: userId,
            name: DEMO_PRODUCTION.name,
            time_zone: DEMO_PRODUCTION.timeZone,
            first_day: days[0],
            last_day: days[1],
            created_at: at,
            updated_at: at,
          },
          DEMO_PRODUCTION.rooms,
        );
        for (const e of DEMO_PRODUCTION_EVENTS) {
          const roomId = production.roomIds[DEMO_PRODUCTION.rooms.indexOf(e.room)]!;
          const day = days[e.day];
          await writeSampleShow(
            r,
            userId,
            { ...e, date: day, place: { production_id: production.id, room_id: roomId, day } },
            take(1 + e.departments.length),
            at,
          );
        }
        return { userId, eventId, productionId: production.id };
      });
      const token = await d.accounts.createSession(userId, userAgent);
      return { token, user: await d.accounts.me(userId), eventId, productionId };
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
