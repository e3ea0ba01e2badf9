/**
 * Auxiliary timers (docs/decisions/0037-aux-timers.md): up to three named timers per event beside
 * the show, each counting up or down, owned by the server like the cue clock
 * (docs/decisions/0001-server-owned-time.md). Making, changing and removing one, and running it
 * (start, pause, toggle, reset, set), are the show screen's work ('edit': owner, producers,
 * callers, co-caller codes); OSC in, Companion and the HTTP control API run them with the event's
 * control key. Every change is one transaction with its as-run row ('aux-timer'), then the whole
 * list goes out on the bus (an `auxTimers` frame to every screen of the event but the crews').
 */
import {
  applyAuxCommand,
  auxClockText,
  auxTimerReadout,
  resolveAuxCommand,
  type AuxTimer,
  type AuxTimerCommandInput,
  type AuxTimerInput,
} from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { HttpError, notFound } from '../../lib/errors.js';
import type { Bus } from '../../bus/bus.js';
import type { Actor, ControlSource } from '../../lib/actor.js';
import type { Permissions } from '../access/permissions.js';
import { actorLabel } from '../cueStatus/cueStatus.service.js';
import { clockOf, type AuxTimerRow, type AuxTimersRepo } from './auxTimers.repo.js';

const MAX_RETRIES = 8;
export const noTimerSentence = (slot: number) => `There is no timer ${slot} in this event: make it on the caller screen first.`;

export function presentAuxTimer(r: AuxTimerRow): AuxTimer {
  return {
    id: r.id,
    slot: r.slot,
    name: r.name,
    direction: r.direction,
    durationMs: r.duration_ms,
    elapsedMs: r.elapsed_ms,
    runningSince: r.running_since,
    onStage: r.on_stage === 1,
    version: r.version,
  };
}

/** A duration as the log writes it: "5:00". */
const ms = (v: number) => auxClockText(Math.round(v / 1000));

export function auxTimersService(d: {
  repo: AuxTimersRepo;
  perms: Permissions;
  bus: Bus;
  clock: Clock;
  /** Is `key` the current control key (X-API-Key) of the event? */
  checkControlKey: (eventId: number, key: string) => Promise<boolean>;
}) {
  async function read(eventId: number): Promise<AuxTimer[]> {
    return (await d.repo.list(eventId)).map(presentAuxTimer);
  }

  /** After the commit: the whole list to every process's screens. */
  async function announce(eventId: number): Promise<AuxTimer[]> {
    const timers = await read(eventId);
    d.bus.publish({ type: 'auxTimers', eventId, timers });
    return timers;
  }

  /** Who runs a timer: a screen's account or code with 'edit', or the holder of the control key. */
  async function authorize(source: ControlSource, eventId: number): Promise<string> {
    if (source.kind === 'actor') {
      await d.perms.event(source.actor, eventId, 'edit');
      return actorLabel(source.actor);
    }
    if (!(await d.checkControlKey(eventId, source.key))) throw new HttpError(401, 'errors.control.keyInvalid');
    return source.via;
  }

  async function existing(eventId: number, slot: number): Promise<AuxTimerRow> {
    const row = await d.repo.get(eventId, slot);
    if (!row) throw notFound('errors.auxTimers.noTimer', { slot });
    return row;
  }

  return {
    /** Unchecked read (the hub's subscribe, the control state; already authorized). */
    read,

    /** What screens count from; anyone who may see the event's live status may read it. */
    async list(actor: Actor, eventId: number): Promise<AuxTimer[]> {
      await d.perms.event(actor, eventId, 'display');
      return read(eventId);
    },

    /**
     * Makes the timer in a slot, or changes its name, direction, length or whether the stage shows it.
     * A new direction starts it over (stopped at its start); otherwise its clock runs on.
     */
    async put(actor: Actor, eventId: number, slot: number, input: AuxTimerInput & { durationMs: number; onStage: boolean }) {
      await d.perms.event(actor, eventId, 'edit');
      const who = actorLabel(actor);
      const config = { name: input.name, direction: input.direction, duration_ms: input.durationMs, on_stage: input.onStage ? 1 : 0 };
      for (let i = 0; i < MAX_RETRIES; i++) {
        const row = await d.repo.get(eventId, slot);
        const at = d.clock.now();
        if (!row) {
          const what = input.direction === 'down' ? `counts down from ${ms(input.durationMs)}` : 'counts up';
          const line = { actor: who, atMs: at, text: `${input.name}: made (${what}${input.onStage ? ', on stage' : ''})` };
          if (await d.repo.create(eventId, slot, config, isoNow(d.clock), line)) return { created: true, timers: await announce(eventId) };
          continue;
        }
        const changes: string[] = [];
        if (row.name !== input.name) changes.push(`renamed from ${row.name}`);
        if (row.direction !== input.direction) changes.push(input.direction === 'down' ? 'counts down now' : 'counts up now');
        if (row.duration_ms !== input.durationMs && input.direction === 'down') changes.push(`length ${ms(input.durationMs)}`);
        if ((row.on_stage === 1) !== input.onStage) changes.push(input.onStage ? 'shown on stage' : 'taken off the stage');
        if (changes.length === 0) return { created: false, timers: await read(eventId) };
        const restart = row.direction !== input.direction ? { elapsed_ms: 0, running_since: null } : {};
        const line = { actor: who, atMs: at, text: `${input.name}: ${changes.join(', ')}` };
        if (await d.repo.update(row, { ...config, ...restart }, isoNow(d.clock), line))
          return { created: false, timers: await announce(eventId) };
      }
      throw new HttpError(409, 'errors.auxTimers.busy');
    },

    async remove(actor: Actor, eventId: number, slot: number): Promise<AuxTimer[]> {
      await d.perms.event(actor, eventId, 'edit');
      const row = await existing(eventId, slot);
      await d.repo.remove(row, { actor: actorLabel(actor), atMs: d.clock.now(), text: `${row.name}: removed` });
      return announce(eventId);
    },

    /**
     * Start, pause, toggle, reset or set (`ms`) from any way in. A start of a running timer (two
     * callers at once) changes nothing and is no second line in the log. Answers the timer as saved.
     */
    async command(source: ControlSource, eventId: number, slot: number, cmd: AuxTimerCommandInput): Promise<AuxTimer> {
      const who = await authorize(source, eventId);
      for (let i = 0; i < MAX_RETRIES; i++) {
        const row = await existing(eventId, slot);
        const now = d.clock.now();
        const command = resolveAuxCommand(clockOf(row), cmd.command);
        if (command === 'set' && cmd.ms === undefined) throw new HttpError(400, 'errors.auxTimers.setNeedsValue');
        const next = applyAuxCommand(clockOf(row), command, now, cmd.ms);
        if (!next) return presentAuxTimer(row);
        const what =
          command === 'pause'
            ? `paused at ${auxTimerReadout(next, now).text}`
            : command === 'set'
              ? `set to ${ms(cmd.ms ?? 0)}`
              : command === 'start'
                ? 'started'
                : 'reset';
        const patch = { duration_ms: next.durationMs, elapsed_ms: next.elapsedMs, running_since: next.runningSince };
        if (await d.repo.update(row, patch, isoNow(d.clock), { actor: who, atMs: now, text: `${row.name}: ${what}` })) {
          const timers = await announce(eventId);
          const saved = timers.find((t) => t.slot === slot);
          if (saved) return saved;
          throw notFound('errors.auxTimers.noTimer', { slot });
        }
      }
      throw new HttpError(409, 'errors.auxTimers.busy');
    },
  };
}
export type AuxTimersService = ReturnType<typeof auxTimersService>;
