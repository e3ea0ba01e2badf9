/**
 * Who chooses the language (docs/decisions/0038-i18n-lingui.md): each account its own (and its
 * clock); an event's owner or producer the default of its crew phones and stage displays, their
 * clock, and their own words for any crew or stage string. Crew phones and stage displays read the
 * event's settings with the event and the stage view, and choose their language on the device.
 */
import type { AccountLanguageInput, EventLanguage, EventLanguageInput, User } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { requireUser } from '../auth/auth.service.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import { objectAccess, type RefetchNotifier } from '../rundown/access.js';
import type { LanguageRepo } from './language.repo.js';
import { presentEventLanguage } from './language.presenter.js';

export function languageService(d: {
  repo: LanguageRepo;
  perms: Permissions;
  notifier: Pick<RefetchNotifier, 'notify'>;
  clock: Clock;
  me: (userId: number) => Promise<User>;
}) {
  return {
    async setAccount(actor: Actor, input: AccountLanguageInput): Promise<User> {
      const { userId } = requireUser(actor);
      await d.repo.setAccount(userId, input, isoNow(d.clock));
      return d.me(userId);
    },

    /** The event's settings, for those who manage it (the crew and stage read them with the event and stage view). */
    async event(actor: Actor, eventId: number): Promise<EventLanguage> {
      const { event } = await objectAccess(d.perms, actor, eventId, 'own');
      return presentEventLanguage(event);
    },

    async setEvent(actor: Actor, eventId: number, input: EventLanguageInput): Promise<EventLanguage> {
      await objectAccess(d.perms, actor, eventId, 'own');
      // Empty languages are dropped, so "no overrides" is always stored as {}.
      const overrides = Object.fromEntries(
        Object.entries(input.stringOverrides).filter(([, texts]) => Object.keys(texts ?? {}).length > 0),
      );
      await d.repo.setEvent(
        eventId,
        { crewLanguage: input.crewLanguage, crewClockFormat: input.crewClockFormat, stringOverrides: JSON.stringify(overrides) },
        isoNow(d.clock),
      );
      // Crew phones re-read the event and stage displays their view on `event`: the new words show at once.
      await d.notifier.notify(eventId, 'event');
      const { event } = await objectAccess(d.perms, actor, eventId, 'own');
      return presentEventLanguage(event);
    },
  };
}
export type LanguageService = ReturnType<typeof languageService>;
