/**
 * Small hand-written frame checks for the crew view (no zod in its bundle). They accept what the
 * shared zod unions accept for the frames a crew screen acts on; anything else is ignored (null),
 * including note frames, which department screens never read.
 */
import {
  AUX_TIMER_DIRECTIONS,
  type AuxTimer,
  CUE_END_ACTIONS,
  CUE_TIMER_TYPES,
  type CueStatus,
  type CueStatusValue,
  type RefetchKey,
  type ServerMessage,
  type SubscriberRole,
  type Task,
} from '@showcaller/shared';
import type { FrameParsers } from './RealtimeConnection';

type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

// Kept in step with the shared unions by the `satisfies` checks (importing them would pull in zod).
const STATUS_VALUES = ['idle', 'standby', 'go', 'hold'] as const satisfies readonly CueStatusValue[];
const REFETCH = [
  'cues',
  'departments',
  'tasks',
  'event',
  'acks',
  'devices',
  'stage',
  'crewTalk',
  'annotations',
  'broadcasts',
  'startLink',
  'fields',
] as const satisfies readonly RefetchKey[];
/** A compile error when the shared protocol gains a refetch key this list lacks (the parser would drop its frames). */
const everyRefetchKey: [Exclude<RefetchKey, (typeof REFETCH)[number]>] extends [never] ? true : false = true;
void everyRefetchKey;
const ROLES = [
  'owner',
  'producer',
  'caller',
  'editor',
  'lead',
  'viewer',
  'department',
  'stage',
] as const satisfies readonly SubscriberRole[];

function oneOf<T extends string>(list: readonly T[], v: unknown): v is T {
  return isStr(v) && (list as readonly string[]).includes(v);
}

export function parseCueStatus(v: unknown): CueStatus | null {
  if (!isRec(v)) return null;
  const { eventId, currentCueId, status, elapsedTime, runningSince, serverTime, version, autoAdvance, display } = v;
  if (!isInt(eventId) || !(currentCueId === null || isInt(currentCueId)) || !oneOf(STATUS_VALUES, status)) return null;
  if (!isInt(elapsedTime) || !(runningSince === null || isNum(runningSince)) || !isNum(serverTime) || !isInt(version)) return null;
  if (typeof autoAdvance !== 'boolean') return null;
  if (!(display === null || display === 'refresh' || display === 'back')) return null;
  const out: CueStatus = { eventId, currentCueId, status, elapsedTime, runningSince, serverTime, version, autoAdvance, display };
  // The current cue's timer (docs/decisions/0033-cue-timer-types-and-aux-timers.md): absent from an older server, refused when malformed.
  if (v.timer === undefined) return out;
  const timer = parseTimer(v.timer);
  return timer ? { ...out, timer } : null;
}

function parseTimer(v: unknown): CueStatus['timer'] | null {
  if (!isRec(v)) return null;
  const { type, endAction, endsAt } = v;
  if (!oneOf(CUE_TIMER_TYPES, type) || !oneOf(CUE_END_ACTIONS, endAction) || !(endsAt === null || isNum(endsAt))) return null;
  return { type, endAction, endsAt };
}

/** An auxiliary timer (docs/decisions/0037-aux-timers.md), as auxTimerSchema accepts it. */
function parseAuxTimer(v: unknown): AuxTimer | null {
  if (!isRec(v)) return null;
  const { id, slot, name, direction, durationMs, elapsedMs, runningSince, onStage, version } = v;
  if (!isInt(id) || !isInt(slot) || slot < 1 || slot > 3 || !isStr(name) || !oneOf(AUX_TIMER_DIRECTIONS, direction)) return null;
  if (!isInt(durationMs) || !isInt(elapsedMs) || !(runningSince === null || isNum(runningSince))) return null;
  if (typeof onStage !== 'boolean' || !isInt(version)) return null;
  return { id, slot, name, direction, durationMs, elapsedMs, runningSince, onStage, version };
}

function parseAuxTimers(v: Rec): ServerMessage | null {
  if (!isInt(v.eventId) || !isNum(v.serverTime) || !Array.isArray(v.timers)) return null;
  const timers: AuxTimer[] = [];
  for (const t of v.timers as unknown[]) {
    const parsed = parseAuxTimer(t);
    if (!parsed) return null;
    timers.push(parsed);
  }
  return { type: 'auxTimers', eventId: v.eventId, timers, serverTime: v.serverTime };
}

/** A task as the shared taskSchema has it (by hand: the stage page shares this file and carries no schemas). */
function parseTask(v: unknown): Task | null {
  if (!isRec(v)) return null;
  const { id, cueId, departmentId, description, completed, completedAt, color } = v;
  if (!isInt(id) || !isInt(cueId) || !isInt(departmentId) || !isStr(description) || typeof completed !== 'boolean') return null;
  if (!(completedAt === null || isStr(completedAt)) || !isStr(color)) return null;
  return { id, cueId, departmentId, description, completed, completedAt, color };
}

export function parseServerMessage(v: unknown): ServerMessage | null {
  if (!isRec(v)) return null;
  switch (v.type) {
    case 'subscribed':
      return isInt(v.eventId) && oneOf(ROLES, v.role) ? { type: 'subscribed', eventId: v.eventId, role: v.role } : null;
    case 'unsubscribed':
      return isInt(v.eventId) ? { type: 'unsubscribed', eventId: v.eventId } : null;
    case 'pong':
      return isNum(v.t0) && isNum(v.serverTime) ? { type: 'pong', t0: v.t0, serverTime: v.serverTime } : null;
    case 'cueStatusUpdate': {
      const cueStatus = parseCueStatus(v.cueStatus);
      const m = v.metadata;
      if (!cueStatus || !isRec(m) || typeof m.isRepetitiveUpdate !== 'boolean' || !isNum(m.timestamp) || !isInt(m.version)) return null;
      return {
        type: 'cueStatusUpdate',
        cueStatus,
        metadata: { isRepetitiveUpdate: m.isRepetitiveUpdate, timestamp: m.timestamp, version: m.version },
      };
    }
    case 'refetch':
      return oneOf(REFETCH, v.key) && isInt(v.eventId) && isInt(v.revision)
        ? { type: 'refetch', key: v.key, eventId: v.eventId, revision: v.revision }
        : null;
    case 'overtime':
      return isInt(v.eventId) && isInt(v.cueId) && isInt(v.cueNumber)
        ? { type: 'overtime', eventId: v.eventId, cueId: v.cueId, cueNumber: v.cueNumber }
        : null;
    case 'revoked':
      return isInt(v.eventId) && isStr(v.reason) ? { type: 'revoked', eventId: v.eventId, reason: v.reason } : null;
    case 'error':
      return isStr(v.error) ? { type: 'error', error: v.error } : null;
    case 'commandResult':
      return typeof v.ok === 'boolean' ? { type: 'commandResult', ok: v.ok } : null;
    // The stage display shows them (a crew phone is never sent them).
    case 'auxTimers':
      return parseAuxTimers(v);
    // Sent to the show's callers only (docs/decisions/0032-history-versions-presence.md): a crew or stage screen never reads it.
    case 'presence':
      return null;
    case 'tasksChanged': {
      // This department's tasks as saved (docs/decisions/0039-task-and-ack-deltas.md); one malformed task refuses the frame.
      if (!isInt(v.eventId) || !isInt(v.revision) || !Array.isArray(v.tasks) || !Array.isArray(v.removedIds)) return null;
      const tasks = v.tasks.map(parseTask);
      const removedIds = v.removedIds.filter(isInt);
      if (tasks.some((t) => t === null) || removedIds.length !== v.removedIds.length) return null;
      return { type: 'tasksChanged', eventId: v.eventId, revision: v.revision, tasks: tasks.filter((t) => t !== null), removedIds };
    }
    // Ready acks go to those who run the show; a crew or stage screen never reads them.
    case 'ackChanged':
      return null;
    default:
      return null;
  }
}

export const lightFrameParsers: FrameParsers = { parseMessage: parseServerMessage, parseStatus: parseCueStatus };
