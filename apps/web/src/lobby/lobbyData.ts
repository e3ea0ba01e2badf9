/**
 * The lobby page's data without zod (docs/decisions/0035-stage-layouts-and-lobby.md): the token of
 * /lobby/{token}, a hand-written check of GET /api/lobby/{token}, and the read itself.
 */
import type { ClockFormat } from '@showcaller/shared';
import { translate } from '@/i18n/crewI18n';
import { withRequestLanguage } from '@/api/requestLanguage';
import { clockText, dayText } from '@/i18n/formats';
import { LOBBY_EVENT_STATES, type LobbyEvent, type LobbyItem, type LobbyView } from '@showcaller/shared';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const strOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** The token of /lobby/{token}, or null for any other path. */
export function lobbyTokenFromPath(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'lobby' || parts.length !== 2 || !parts[1]) return null;
  return /^[A-Za-z0-9_-]{43}$/.test(parts[1]) ? parts[1] : null;
}

function parseItem(v: unknown): LobbyItem | null {
  if (!isRec(v) || typeof v.title !== 'string' || !strOrNull(v.at) || !strOrNull(v.plannedAt)) return null;
  return { title: v.title, at: v.at, plannedAt: v.plannedAt };
}

function parseEvent(v: unknown): LobbyEvent | null {
  if (!isRec(v) || typeof v.name !== 'string' || !Array.isArray(v.next)) return null;
  const state = LOBBY_EVENT_STATES.find((s) => s === v.state);
  if (!state || !strOrNull(v.start) || !strOrNull(v.plannedStart) || !strOrNull(v.end)) return null;
  const now = v.now === null ? null : parseItem(v.now);
  if (v.now !== null && now === null) return null;
  const next: LobbyItem[] = [];
  for (const n of v.next) {
    const item = parseItem(n);
    if (!item) return null;
    next.push(item);
  }
  return { name: v.name, state, start: v.start, plannedStart: v.plannedStart, end: v.end, now, next };
}

/** The lobby view as the server sends it, or null when it is not one. */
export function parseLobbyView(v: unknown): LobbyView | null {
  if (!isRec(v) || typeof v.title !== 'string' || typeof v.day !== 'string' || typeof v.timeZone !== 'string') return null;
  if (typeof v.serverTime !== 'number' || typeof v.refreshSeconds !== 'number' || !Array.isArray(v.rooms)) return null;
  const rooms: LobbyView['rooms'] = [];
  for (const r of v.rooms) {
    if (!isRec(r) || typeof r.name !== 'string' || !Array.isArray(r.events)) return null;
    const events: LobbyEvent[] = [];
    for (const e of r.events) {
      const event = parseEvent(e);
      if (!event) return null;
      events.push(event);
    }
    rooms.push({ name: r.name, events });
  }
  return { title: v.title, day: v.day, timeZone: v.timeZone, serverTime: v.serverTime, refreshSeconds: v.refreshSeconds, rooms };
}

export type LobbyRead = { kind: 'view'; view: LobbyView } | { kind: 'gone'; text: string } | { kind: 'offline' };

/** One read: the view, a link that no longer works (its sentence), or no answer (try again later). */
/** `clock`: the page's; the server writes the agenda's times on it, in the page's language (`Accept-Language`). */
export async function readLobby(token: string, signal?: AbortSignal, clock: ClockFormat = '24h'): Promise<LobbyRead> {
  let res: Response;
  try {
    res = await fetch(`/api/lobby/${token}?clock=${clock}`, {
      headers: withRequestLanguage({ Accept: 'application/json' }),
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
  } catch {
    return { kind: 'offline' };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.status === 404 || res.status === 400) {
    const text = isRec(body) && typeof body.error === 'string' ? body.error : translate('lobby.invalid');
    return { kind: 'gone', text };
  }
  const view = res.ok ? parseLobbyView(body) : null;
  return view ? { kind: 'view', view } : { kind: 'offline' };
}

/** "Tuesday 10 March" for the lobby's day in the page's language (a calendar date, read in UTC so no zone shifts it). */
export function lobbyDayText(day: string, locale = 'en-GB'): string {
  return dayText(day, locale);
}

/** The clock at the venue ("14:05", or "2:05 PM" when 12-hour is chosen), whatever zone the phone is in. */
export function venueClock(ms: number, timeZone: string, locale = 'en-GB', format: ClockFormat = '24h'): string {
  return clockText(ms, locale, format, { timeZone });
}
