/** The language columns of accounts and events (migration 026, docs/decisions/0038-i18n-lingui.md). */
import type { Kysely } from 'kysely';
import type { ClockFormat, Locale } from '@showcaller/shared';
import type { Database } from '../../db/schema.js';

export function languageRepo(db: Kysely<Database>) {
  return {
    async setAccount(userId: number, v: { language: Locale | null; clockFormat: ClockFormat }, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ language: v.language, clock_format: v.clockFormat, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },
    async setEvent(
      eventId: number,
      v: { crewLanguage: Locale | null; crewClockFormat: ClockFormat; stringOverrides: string },
      now: string,
    ): Promise<void> {
      await db
        .updateTable('events')
        .set({ crew_language: v.crewLanguage, crew_clock_format: v.crewClockFormat, string_overrides: v.stringOverrides, updated_at: now })
        .where('id', '=', eventId)
        .execute();
    },
  };
}
export type LanguageRepo = ReturnType<typeof languageRepo>;
