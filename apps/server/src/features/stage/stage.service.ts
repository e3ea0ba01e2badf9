/**
 * The stage display (docs/decisions/0017-stage-display-and-crew-talk.md; docs/decisions/0004-access-codes.md "the stage code opens /stage/{code}"): a read-only
 * confidence monitor. The stage code is one more kind of the event's codes (one generator and
 * retired list, docs/decisions/0004-access-codes.md); regenerating it retires the old one and ends
 * its screens. The caller sets the wrap-up thresholds, a message over the timer and a blackout;
 * every change is one `refetch: stage` frame, never a frame per second (docs/architecture.md).
 */
import type { CueWrapUp, StageLayout, StageThresholds, StageView } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import type { Bus } from '../../bus/bus.js';
import type { SessionsRepo } from '../accounts/sessions.repo.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import type { CodesService } from '../codes/codes.service.js';
import { CUE_NOT_FOUND, objectAccess } from '../rundown/access.js';
import { actorLabel } from '../cueStatus/cueStatus.service.js';
import type { StageRepo, StageRow } from './stage.repo.js';
import type { EventRow } from '../events/events.repo.js';
import { presentEventLanguage } from '../language/language.presenter.js';

export { CUE_NOT_FOUND };

export interface StageDeps {
  repo: StageRepo;
  perms: Permissions;
  codes: CodesService;
  sessions: SessionsRepo;
  bus: Bus;
  clock: Clock;
  /** The event's saved layouts (docs/decisions/0035-stage-layouts-and-lobby.md), read with the view. */
  layouts(eventId: number): Promise<StageLayout[]>;
}

export function stageService(d: StageDeps) {
  const now = () => isoNow(d.clock);
  const changed = (eventId: number) => d.bus.publish({ type: 'refetch', eventId, key: 'stage', revision: d.clock.now() });

  /** The row with a code: an event made before the stage code gets one on first ask. */
  async function withCode(eventId: number): Promise<StageRow & { stage_code: string }> {
    const row = await d.repo.ensure(eventId, now());
    if (row.stage_code !== null) return { ...row, stage_code: row.stage_code };
    await d.repo.setCodeIfNone(eventId, await d.codes.issue(), now());
    const again = await d.repo.ensure(eventId, now());
    if (again.stage_code === null) throw new Error('The stage code could not be stored');
    return { ...again, stage_code: again.stage_code };
  }

  async function view(eventId: number, event: EventRow): Promise<StageView> {
    const [row, cues, layouts] = await Promise.all([d.repo.ensure(eventId, now()), d.repo.cues(eventId), d.layouts(eventId)]);
    return {
      eventId,
      eventName: event.name,
      warningSeconds: row.warning_seconds,
      dangerSeconds: row.danger_seconds,
      cues: cues.map((c) => ({
        id: c.id,
        number: c.number,
        action: c.action,
        duration: c.duration,
        warningSeconds: c.warning_seconds,
        dangerSeconds: c.danger_seconds,
      })),
      message: row.message === null ? null : { text: row.message, flash: row.message_flash === 1, at: row.message_at ?? row.updated_at },
      blackout: row.blackout === 1,
      layouts,
      language: presentEventLanguage(event),
    };
  }

  return {
    /** What the stage display shows; anyone who may see the event's live status may read it. */
    async view(actor: Actor, eventId: number): Promise<StageView> {
      const { event } = await d.perms.event(actor, eventId, 'display');
      return view(eventId, event);
    },

    /** The owner's stage code (code management is the owner's, docs/decisions/0014-errors-are-json-sentences.md). */
    async code(actor: Actor, eventId: number): Promise<{ stageCode: string }> {
      await d.perms.event(actor, eventId, 'own');
      return { stageCode: (await withCode(eventId)).stage_code };
    },

    /** A new code; the old one is retired first and its open screens are sent back to the code page. */
    async regenerateCode(actor: Actor, eventId: number): Promise<{ stageCode: string }> {
      await d.perms.event(actor, eventId, 'own');
      const row = await withCode(eventId);
      await d.codes.retire([{ code: row.stage_code, kind: 'stage' }]);
      await d.repo.update(eventId, { stage_code: await d.codes.issue(), updated_at: now() });
      await d.sessions.deleteScoped({ kind: 'stage', eventId });
      d.bus.publish({ type: 'revoked', eventId, scope: 'stage', departmentId: null });
      return { stageCode: (await withCode(eventId)).stage_code };
    },

    async setThresholds(actor: Actor, eventId: number, input: StageThresholds): Promise<StageView> {
      const { event } = await d.perms.event(actor, eventId, 'edit');
      await d.repo.ensure(eventId, now());
      await d.repo.update(eventId, { warning_seconds: input.warningSeconds, danger_seconds: input.dangerSeconds, updated_at: now() });
      changed(eventId);
      return view(eventId, event);
    },

    /**
     * A cue's own thresholds (null: the event's). Another account's cue answers exactly like a
     * missing one (the same 404 and sentence), and a stranger learns neither: 401 first.
     */
    async setCueWrapUp(actor: Actor, cueId: number, input: CueWrapUp): Promise<CueWrapUp & { cueId: number }> {
      if (actor.kind === 'anonymous') throw unauthorized();
      const eventId = await d.repo.eventOfCue(cueId);
      if (eventId === undefined) throw notFound('errors.rundown.cueNotFound');
      await objectAccess(d.perms, actor, eventId, 'rundown', 'errors.rundown.cueNotFound');
      await d.repo.setCueWrapUp(cueId, input.warningSeconds, input.dangerSeconds);
      changed(eventId);
      return { cueId, ...input };
    },

    /** A message over the stage timer until cleared (docs/decisions/0017-stage-display-and-crew-talk.md), in the as-run log. */
    async setMessage(actor: Actor, eventId: number, input: { text: string; flash: boolean }): Promise<StageView> {
      const { event } = await d.perms.event(actor, eventId, 'edit');
      await d.repo.ensure(eventId, now());
      await d.repo.update(eventId, { message: input.text, message_flash: input.flash ? 1 : 0, message_at: now(), updated_at: now() });
      await d.repo.log(eventId, 'stage-message', actorLabel(actor), input.text, d.clock.now());
      changed(eventId);
      return view(eventId, event);
    },

    async clearMessage(actor: Actor, eventId: number): Promise<StageView> {
      const { event } = await d.perms.event(actor, eventId, 'edit');
      await d.repo.ensure(eventId, now());
      await d.repo.update(eventId, { message: null, message_flash: 0, message_at: null, updated_at: now() });
      await d.repo.log(eventId, 'stage-message-cleared', actorLabel(actor), null, d.clock.now());
      changed(eventId);
      return view(eventId, event);
    },

    async setBlackout(actor: Actor, eventId: number, blackout: boolean): Promise<StageView> {
      const { event } = await d.perms.event(actor, eventId, 'edit');
      const row = await d.repo.ensure(eventId, now());
      // Pressing it again (two callers at once) changes nothing and is no second line in the log.
      if ((row.blackout === 1) === blackout) return view(eventId, event);
      await d.repo.update(eventId, { blackout: blackout ? 1 : 0, updated_at: now() });
      await d.repo.log(eventId, blackout ? 'stage-blackout' : 'stage-unblackout', actorLabel(actor), null, d.clock.now());
      changed(eventId);
      return view(eventId, event);
    },
  };
}
export type StageService = ReturnType<typeof stageService>;
