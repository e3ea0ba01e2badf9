/**
 * The lobby screen (docs/decisions/0035-stage-layouts-and-lobby.md): a production's day (or one
 * event) as a public agenda, opened by a link whose token is kept only as its SHA-256. The owner
 * makes, replaces and turns off the link; anyone holding it reads names and times, nothing else.
 * Answers are kept for a few seconds per link, so a foyer full of phones polling costs the database
 * one read per link per LOBBY_CACHE_MS, not one per phone.
 */
import { english } from '../../lib/i18n.js';
import { createHash, randomBytes } from 'node:crypto';
import {
  dayStartMs,
  defaultWallDay,
  lobbyEventOf,
  plannedStarts,
  type CueStatus,
  type LobbyLink,
  type LobbyLinkCreated,
  type LobbyView,
} from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import { requireUser } from '../auth/auth.service.js';
import type { Permissions } from '../access/permissions.js';
import type { EventsRepo } from '../events/events.repo.js';
import type { ProductionsRepo } from '../productions/productions.repo.js';
import type { WallRepo } from '../wall/wall.repo.js';
import type { LobbyLinkRow, LobbyRepo, LobbyTarget } from './lobby.repo.js';

export const LOBBY_NOT_FOUND = english('errors.lobby.lobbyNotFound');
/** How long one link's answer is reused, and how often the page reads again. */
export const LOBBY_CACHE_MS = 5000;
export const LOBBY_REFRESH_SECONDS = 15;

export interface LobbyDeps {
  repo: LobbyRepo;
  perms: Permissions;
  events: Pick<EventsRepo, 'findById'>;
  productions: Pick<ProductionsRepo, 'findById' | 'rooms'>;
  walls: Pick<WallRepo, 'eventsOfDay'>;
  status(eventId: number): Promise<CueStatus>;
  /** When a linked event is projected to start, as seconds from its own planned start's frame (see linkedStart). */
  linkedStart(eventId: number): Promise<{ projectedStart: number; plannedStart: number | null } | null>;
  clock: Clock;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function present(row: LobbyLinkRow | undefined): LobbyLink {
  return row
    ? { active: true, createdAt: row.created_at, showCues: row.show_cues === 1, timeZone: row.time_zone }
    : { active: false, createdAt: null, showCues: true, timeZone: null };
}

export function lobbyService(d: LobbyDeps) {
  const cache = new Map<string, { at: number; view: Promise<LobbyView> }>();

  /** The target, if the actor owns it: a production (accounts only, 404 for another's) or an event ('own'). */
  async function owned(actor: Actor, t: LobbyTarget): Promise<{ timeZone: string | null }> {
    if (t.kind === 'production') {
      const user = requireUser(actor);
      const p = await d.productions.findById(t.id);
      if (!p || p.owner_id !== user.userId) throw notFound('errors.productions.productionNotFound');
      return { timeZone: p.time_zone };
    }
    const { event } = await d.perms.event(actor, t.id, 'own');
    const p = event.production_id === null ? undefined : await d.productions.findById(event.production_id);
    return { timeZone: p?.time_zone ?? null };
  }

  async function eventAgenda(
    e: { id: number; name: string },
    day: string,
    timeZone: string,
    showCues: boolean,
    cues: Awaited<ReturnType<LobbyRepo['cues']>>,
    ended: Set<number>,
  ) {
    const nowMs = d.clock.now();
    const [status, linked] = await Promise.all([d.status(e.id), d.linkedStart(e.id)]);
    const own = cues
      .filter((c) => c.event_id === e.id)
      .map((c) => ({
        id: c.id,
        action: c.action,
        time: c.time,
        duration: c.duration,
        timeMode: c.time_mode,
        timerType: c.timer_type,
        endTime: c.end_time,
      }));
    const ownPlanned = plannedStarts(own)[0] ?? null;
    const linkedStart =
      linked === null
        ? null
        : ownPlanned !== null && linked.plannedStart !== null
          ? ownPlanned + (linked.projectedStart - linked.plannedStart)
          : linked.projectedStart;
    return lobbyEventOf({
      name: e.name,
      cues: own,
      status,
      ended: ended.has(e.id),
      linkedStart,
      nowSeconds: (nowMs - dayStartMs(day, timeZone)) / 1000,
      nowMs,
      showCues,
    });
  }

  async function build(link: LobbyLinkRow): Promise<LobbyView> {
    const nowMs = d.clock.now();
    const showCues = link.show_cues === 1;
    const base = { timeZone: link.time_zone, serverTime: nowMs, refreshSeconds: LOBBY_REFRESH_SECONDS };
    if (link.production_id !== null) {
      const p = await d.productions.findById(link.production_id);
      if (!p) throw notFound('errors.lobby.lobbyNotFound');
      const day = defaultWallDay({ timeZone: p.time_zone, firstDay: p.first_day, lastDay: p.last_day }, nowMs);
      const [rooms, events] = await Promise.all([d.productions.rooms([p.id]), d.walls.eventsOfDay(p.id, day)]);
      const ids = events.map((e) => e.id);
      const [cues, ended] = await Promise.all([d.repo.cues(ids), d.repo.ended(ids)]);
      const agendas = await Promise.all(
        events.map(async (e) => ({ room: e.room_id, agenda: await eventAgenda(e, day, link.time_zone, showCues, cues, ended) })),
      );
      return {
        ...base,
        title: p.name,
        day,
        // Rooms with nothing that day are left out: a foyer screen lists what is on.
        rooms: rooms
          .map((r) => ({ name: r.name, events: agendas.filter((a) => a.room === r.id).map((a) => a.agenda) }))
          .filter((r) => r.events.length > 0),
      };
    }
    const event = link.event_id === null ? undefined : await d.events.findById(link.event_id);
    if (!event) throw notFound('errors.lobby.lobbyNotFound');
    const day = event.day ?? event.date;
    const [cues, ended] = await Promise.all([d.repo.cues([event.id]), d.repo.ended([event.id])]);
    return {
      ...base,
      title: event.name,
      day,
      rooms: [{ name: event.name, events: [await eventAgenda(event, day, link.time_zone, showCues, cues, ended)] }],
    };
  }

  return {
    async get(actor: Actor, t: LobbyTarget): Promise<LobbyLink> {
      await owned(actor, t);
      return present(await d.repo.linkOf(t));
    },

    /** A new link; the old one stops at once. The token is answered this once and kept only hashed. */
    async create(
      actor: Actor,
      t: LobbyTarget,
      input: { showCues: boolean; timeZone?: string | undefined },
    ): Promise<Omit<LobbyLinkCreated, 'url' | 'loopback'>> {
      const own = await owned(actor, t);
      const timeZone = own.timeZone ?? input.timeZone;
      if (timeZone === undefined) throw badRequest('errors.lobby.zoneNeeded');
      const old = await d.repo.linkOf(t);
      if (old) cache.delete(old.token_hash);
      const token = randomBytes(32).toString('base64url');
      await d.repo.replace(t, { tokenHash: hashOf(token), timeZone, showCues: input.showCues }, isoNow(d.clock));
      return { ...present(await d.repo.linkOf(t)), token, path: `/lobby/${token}` };
    },

    async update(actor: Actor, t: LobbyTarget, showCues: boolean): Promise<LobbyLink> {
      await owned(actor, t);
      const row = await d.repo.linkOf(t);
      if (!row) throw notFound('errors.lobby.lobbyLinkChange');
      await d.repo.setShowCues(t, showCues);
      cache.delete(row.token_hash);
      return present(await d.repo.linkOf(t));
    },

    async revoke(actor: Actor, t: LobbyTarget): Promise<LobbyLink> {
      await owned(actor, t);
      const row = await d.repo.linkOf(t);
      if (row) cache.delete(row.token_hash);
      await d.repo.remove(t);
      return present(undefined);
    },

    /** The public agenda behind a token; a wrong or turned-off token answers one 404 sentence. */
    async view(token: string): Promise<LobbyView> {
      const hash = hashOf(token);
      const now = d.clock.now();
      const hit = cache.get(hash);
      if (hit && now - hit.at < LOBBY_CACHE_MS && now >= hit.at) return hit.view;
      const link = await d.repo.byHash(hash);
      if (!link) {
        cache.delete(hash);
        throw notFound('errors.lobby.lobbyNotFound');
      }
      const view = build(link);
      // Only links that exist are kept (a stranger's guesses fill nothing), and a failure is not kept.
      if (cache.size > 1000) cache.clear();
      cache.set(hash, { at: now, view });
      view.catch(() => cache.delete(hash));
      return view;
    },
  };
}
export type LobbyService = ReturnType<typeof lobbyService>;
