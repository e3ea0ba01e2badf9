/**
 * The stage display's data without zod (its bundle stays within the crew page's budget): the
 * session made from the stage code, a hand-written check of GET /api/events/{id}/stage, and the
 * last view and status kept in this browser, so a reload during a network drop still shows the
 * last known cue (docs/decisions/0017-stage-display-and-crew-talk.md).
 */
import { parseEventLanguage } from '@/i18n/parseLanguage';
import type { CueStatus, StageCue, StageView } from '@showcaller/shared';
import { safeStorage } from '@/lib/storage';
import { parseCueStatus } from '@/realtime/parseFrames';
import { parseStageLayouts } from './stageLayout';

export interface StageSession {
  token: string;
  eventId: number;
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const intOrNull = (v: unknown): v is number | null => v === null || isInt(v);

/** Upper case letters and digits, as the server reads a code. */
export function normalizeStageCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
}

/** The code of /stage/{code}, or null for any other path. */
export function stageCodeFromPath(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'stage' || parts.length !== 2 || parts[1] === undefined) return null;
  let raw: string;
  try {
    raw = decodeURIComponent(parts[1]);
  } catch {
    return null;
  }
  const code = normalizeStageCode(raw);
  return code === '' ? null : code;
}

function parseCue(v: unknown): StageCue | null {
  if (!isRec(v)) return null;
  const { id, number, action, duration, warningSeconds, dangerSeconds } = v;
  if (!isInt(id) || !isInt(number) || typeof action !== 'string' || !intOrNull(duration)) return null;
  if (!intOrNull(warningSeconds) || !intOrNull(dangerSeconds)) return null;
  return { id, number, action, duration, warningSeconds, dangerSeconds };
}

/** The stage view as the server sends it, or null when it is not one. */
export function parseStageView(v: unknown): StageView | null {
  if (!isRec(v)) return null;
  const { eventId, eventName, warningSeconds, dangerSeconds, cues, message, blackout } = v;
  if (!isInt(eventId) || typeof eventName !== 'string' || !isInt(warningSeconds) || !isInt(dangerSeconds)) return null;
  if (!Array.isArray(cues) || typeof blackout !== 'boolean') return null;
  const list: StageCue[] = [];
  for (const c of cues) {
    const cue = parseCue(c);
    if (!cue) return null;
    list.push(cue);
  }
  let msg: StageView['message'] = null;
  if (message !== null) {
    if (!isRec(message) || typeof message.text !== 'string' || typeof message.flash !== 'boolean' || typeof message.at !== 'string')
      return null;
    msg = { text: message.text, flash: message.flash, at: message.at };
  }
  // Layouts are read one by one: one this page cannot read is left out, and an older server sends none.
  const language = parseEventLanguage(v.language);
  return {
    ...{ eventId, eventName, warningSeconds, dangerSeconds, cues: list, message: msg, blackout, layouts: parseStageLayouts(v.layouts) },
    ...(language ? { language } : {}),
  };
}

function readJson(key: string): unknown {
  const raw = safeStorage.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const sessionKey = (code: string) => `stageSession:${code}`;
const viewKey = (code: string) => `stageView:${code}`;
const statusKey = (code: string) => `stageStatus:${code}`;

export function readStageSession(code: string): StageSession | null {
  const v = readJson(sessionKey(code));
  if (!isRec(v) || typeof v.token !== 'string' || v.token === '' || !isInt(v.eventId)) return null;
  return { token: v.token, eventId: v.eventId };
}

export const saveStageSession = (code: string, s: StageSession) => safeStorage.set(sessionKey(code), JSON.stringify(s));

/** A session that ended takes what it showed with it: a new code must not show the old show. */
export function forgetStage(code: string): void {
  for (const key of [sessionKey(code), viewKey(code), statusKey(code)]) safeStorage.remove(key);
}

export interface SavedStage {
  view: StageView | null;
  status: CueStatus | null;
  /** Local ms when they were saved. */
  savedAt: number | null;
}

export function readSavedStage(code: string): SavedStage {
  const v = readJson(viewKey(code));
  const s = readJson(statusKey(code));
  const savedAt = isRec(s) && isInt(s.savedAt) ? s.savedAt : null;
  return { view: parseStageView(v), status: isRec(s) ? parseCueStatus(s.status) : null, savedAt };
}

export const saveStageView = (code: string, view: StageView) => safeStorage.set(viewKey(code), JSON.stringify(view));
export const saveStageStatus = (code: string, status: CueStatus, at: number) =>
  safeStorage.set(statusKey(code), JSON.stringify({ status, savedAt: at }));

/** "4:59" under an hour, "1:02:03" from an hour on: the fewest digits, the biggest type. */
export function stageClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * A caller's message's font size on the stage: about √(box area / characters), so a short one is
 * big and a long one still fits its box, and never so big that its longest word has to break
 * ("Two minut|es left" at 1080×1920): bold capitals are about 0.7 em wide, and the word gets 90% of
 * the box's width. A single word too long for any size (a pasted address) still wraps as a last resort.
 */
export function messageSize(text: string): string {
  const k = 0.85 / Math.sqrt(0.7 * Math.max(text.length, 4));
  const longest = Math.max(4, ...text.split(/\s+/).map((w) => w.length));
  const word = 0.9 / (0.7 * longest);
  const pct = (x: number) => (100 * x).toFixed(1);
  return `min(${pct(k)}cqw, ${pct(k)}cqh, ${pct(word)}cqw, 30cqh)`;
}
