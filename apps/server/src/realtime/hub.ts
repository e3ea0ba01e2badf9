/**
 * The WebSocket hub at /ws, in three parts (docs/architecture.md#the-websocket-protocol): connections.ts keeps the
 * sockets and checks frames, fanout.ts sends bus messages to those that may hear them (the rules
 * are features/access/permissions.ts, passed in as ports.ts's AccessRules), and this file answers what a client asks: subscribe,
 * commands, clock reports. Commands from the socket (Bitfocus Companion) go through the one
 * dispatcher of HTTP, OSC and the control API (docs/decisions/0011), with its permission check.
 */
import type { FastifyInstance } from 'fastify';
import type { Annotation, ClientMessage, ServerMessageKey } from '@showcaller/shared';
import { serverT, type ServerValues } from '../lib/i18n.js';
import { HttpError } from '../lib/errors.js';
import type { Clock } from '../lib/clock.js';
import { anonymous, type Actor, type ControlSource } from '../lib/actor.js';
import type { AccessRules, AuxTimersLive, LiveStatus, ProductionWalls } from './ports.js';
import type { Bus } from '../bus/bus.js';
import type { CodeGuesses } from './attemptLimiter.js';
import { connections, type Client, type Subscription } from './connections.js';
import { fanOut } from './fanout.js';
import { statusFrames } from './statusFrames.js';
import { walls as wallRegistry } from './walls.js';
import { editors as editorRegistry } from './editors.js';

export type { HubStats } from './connections.js';

/** What a refused command or subscription says: the service's own refusal, else `fallback`. */
function refusal(e: unknown, fallback: ServerMessageKey): [ServerMessageKey, ServerValues?] {
  return e instanceof HttpError ? [e.text.key, e.text.values] : [fallback];
}

export interface HubDeps {
  bus: Bus;
  clock: Clock;
  access: AccessRules;
  cueStatus: LiveStatus;
  /** The auxiliary timers (docs/decisions/0037-aux-timers.md): sent on subscribe, run by Companion's `auxTimer` frames. */
  auxTimers?: AuxTimersLive;
  /** A session token (never '') or else an access code (crew and co-callers) → who is asking. */
  resolveActor(token: string | undefined, accessCode: string | undefined): Promise<Actor | undefined>;
  /** Is `key` the event's current control key (X-API-Key)? Companion subscribes with it. */
  controlKey?(eventId: number, key: string): Promise<boolean>;
  /** Someone joined, left or reported its clock: the device list changed. */
  onPresence?(eventId: number): void;
  /** The budget of access-code guesses per client address, shared with POST /api/access. */
  codeGuesses?: CodeGuesses;
  /** Which of these sessions still exist: after a bus gap, ended sessions are found by looking. */
  sessionsExist?(sessionIds: number[]): Promise<Set<number>>;
  /** A note by id (an announcement from another process may come without it). */
  annotation?(id: number): Promise<Annotation | undefined>;
  /** The producer's walls: who may follow a production's day, and its events (docs/decisions/0027-producer-wall.md). */
  walls?: ProductionWalls;
  /** This process's first caller socket of an event opened, or its last one closed. */
  onCallers?(eventId: number, connected: boolean): void;
  /** A caller's key and label for the others' presence (docs/decisions/0032-history-versions-presence.md). */
  describe?(actor: Actor): Promise<{ key: string; label: string }>;
}

/** Open sockets' sessions are looked up this often: for what no bus message announced (a cascade). */
const SESSION_CHECK_MS = 30_000;
const NO_CREDENTIAL: ServerMessageKey = 'errors.realtime.noCredential';
const NOT_SUBSCRIBED: ServerMessageKey = 'errors.realtime.notSubscribed';
/** A wall is the production owner's (docs/decisions/0026-productions.md: codes see nothing of productions). */
const WALL_NEEDS_ACCOUNT: ServerMessageKey = 'errors.realtime.wallNeedsAccount';

/** Who a subscription's commands come from: Companion's control key (re-checked each time, even before its socket is ended) or the session's actor. */
function controlSource(sub: Subscription): ControlSource {
  return sub.controlKey !== undefined ? { kind: 'key', key: sub.controlKey, via: 'companion' } : { kind: 'actor', actor: sub.actor };
}

export function registerHub(app: FastifyInstance, deps: HubDeps) {
  const { clock } = deps;
  const presence = (eventId: number) => deps.onPresence?.(eventId);
  const statuses = statusFrames({ read: (eventId) => deps.cueStatus.read(eventId), now: () => clock.now() });
  const conns = connections(app, {
    clock,
    onMessage: (c, msg) => handle(c, msg),
    onLeave: (eventId) => {
      presence(eventId);
      editing?.left(undefined, eventId);
    },
    onLiveness: presence,
    onEventEmpty: (eventId) => {
      if (!walls.watches(eventId)) statuses.forget(eventId);
    },
    onClose: (c) => walls.leave(c),
    ...(deps.onCallers ? { onCallers: deps.onCallers.bind(deps) } : {}),
  });
  const walls = wallRegistry({
    conns,
    onUnwatched: (eventId) => {
      if (!conns.watches(eventId)) statuses.forget(eventId);
    },
  });
  const fan = fanOut({
    conns,
    statuses,
    clock,
    log: app.log,
    cueStatus: deps.cueStatus,
    access: deps.access,
    ...(deps.sessionsExist ? { sessionsExist: deps.sessionsExist.bind(deps) } : {}),
    ...(deps.controlKey ? { controlKey: deps.controlKey.bind(deps) } : {}),
    ...(deps.annotation ? { annotation: deps.annotation.bind(deps) } : {}),
    ...(deps.auxTimers ? { auxTimers: (eventId: number) => deps.auxTimers!.read(eventId) } : {}),
    onPresence: presence,
    ...(deps.walls ? { walls: { registry: walls, production: deps.walls } } : {}),
  });
  const { send } = conns;
  /** An error frame in the socket's language. */
  const refuse = (c: Client, key: ServerMessageKey, values?: ServerValues) =>
    send(c, { type: 'error', error: serverT(c.locale, key, values) });
  const describe = deps.describe?.bind(deps);
  const editing = describe
    ? editorRegistry({
        subscribers: (eventId) => conns.subscribers(eventId),
        sendFrame: conns.sendFrame,
        describe,
        bus: deps.bus,
        now: () => clock.now(),
      })
    : undefined;

  const unsubscribeBus = deps.bus.subscribe((msg) => {
    if (msg.type === 'presence') return editing?.heard(msg);
    fan.onBus(msg).catch((err: unknown) => app.log.error({ err }, 'hub fan-out failed'));
  });

  /** Confirms a subscription and sends the current status, unless the socket left meanwhile. */
  async function welcome(c: Client, sub: Subscription): Promise<void> {
    conns.subscribe(c, sub);
    send(c, { type: 'subscribed', eventId: sub.eventId, role: sub.role });
    const snapshot = await statuses.snapshot(sub.eventId);
    if (c.subs.has(sub.eventId) && conns.isOpen(c)) conns.sendFrame(c, snapshot);
    else if (!conns.watches(sub.eventId)) statuses.forget(sub.eventId); // gone while reading
    if (deps.auxTimers && deps.access.hearsAuxTimers?.(sub.role)) {
      const timers = await deps.auxTimers.read(sub.eventId);
      if (c.subs.has(sub.eventId) && conns.isOpen(c)) send(c, { type: 'auxTimers', eventId: sub.eventId, timers, serverTime: clock.now() });
    }
    presence(sub.eventId);
    if (c.subs.has(sub.eventId)) await editing?.joined(c, sub).catch((err: unknown) => app.log.warn({ err }, 'presence not announced'));
  }

  /**
   * Companion (docs/decisions/0011-show-control.md): the control key subscribes like a co-caller but holds no session. A new
   * key ends the socket (fan-out re-checks on the `revoked` 'controlKey' announcement), and every
   * command re-checks the key meanwhile. A change announced while the key was being checked is
   * checked again, so no subscription slips in with a key just retired.
   */
  async function subscribeWithKey(c: Client, eventId: number, key: string): Promise<void> {
    const check = deps.controlKey?.bind(deps);
    if (!check) return refuse(c, NO_CREDENTIAL);
    let heard: number;
    let valid: boolean;
    do {
      heard = fan.keyChanges(eventId);
      valid = await check(eventId, key);
    } while (valid && fan.keyChanges(eventId) !== heard);
    if (!valid) return refuse(c, NO_CREDENTIAL);
    await welcome(c, { eventId, role: 'caller', actor: anonymous, controlKey: key });
  }

  /**
   * Every frame that carries a code draws on the address's budget of guesses, whatever else it
   * carries (docs/security.md "Trust, round 3" 20.2): an empty token is no token, and a token or a control key beside a code
   * does not exempt it. A frame with a code that fails answers one sentence, however it failed (no
   * such code, a real code of another event or of none), so no answer confirms that a code exists.
   */
  async function subscribe(c: Client, m: Extract<ClientMessage, { type: 'subscribeEvent' }>): Promise<void> {
    const token = m.token === '' ? undefined : m.token;
    const code = m.accessCode;
    if (code !== undefined && deps.codeGuesses && !(await deps.codeGuesses.take(c.ip)).ok) return refuse(c, 'errors.realtime.tooManyCodes');
    if (m.controlKey !== undefined && token === undefined && code === undefined) return subscribeWithKey(c, m.eventId, m.controlKey);
    const actor = await deps.resolveActor(token, code);
    if (!actor) return refuse(c, NO_CREDENTIAL);
    try {
      // 'display': the least need, so a stage code may subscribe (fan-out sends it only what it shows).
      const role = await deps.access.subscriberRole(actor, m.eventId);
      // The session ended while this subscribe was being checked: its announcement has passed.
      if (actor.kind !== 'anonymous' && fan.endedLately(actor.sessionId)) return refuse(c, NO_CREDENTIAL);
      await welcome(c, { eventId: m.eventId, role, actor });
    } catch (e) {
      if (code !== undefined) return refuse(c, NO_CREDENTIAL);
      refuse(c, ...refusal(e, 'errors.realtime.couldNotSubscribe'));
    }
  }

  /**
   * The producer's wall (docs/decisions/0027-producer-wall.md): the owner's session follows every
   * event of a production's day. Codes are refused like every production route; another account's
   * production answers as a missing one. The wall then gets each event's status, and from then on
   * the same frames the event's screens get.
   */
  async function subscribeProduction(c: Client, m: Extract<ClientMessage, { type: 'subscribeProduction' }>): Promise<void> {
    const production = deps.walls;
    if (!production) return refuse(c, 'errors.realtime.noWall');
    const actor = m.token === '' ? undefined : await deps.resolveActor(m.token, undefined);
    if (!actor) return refuse(c, NO_CREDENTIAL);
    if (actor.kind !== 'user') return refuse(c, WALL_NEEDS_ACCOUNT);
    try {
      const { day, eventIds } = await production.open(actor, m.productionId, m.day);
      if (fan.endedLately(actor.sessionId) || !conns.isOpen(c)) return refuse(c, NO_CREDENTIAL);
      walls.watch(c, { productionId: m.productionId, day, actor, eventIds: new Set(eventIds) });
      send(c, { type: 'productionSubscribed', productionId: m.productionId, day, eventIds });
      for (const eventId of eventIds) conns.sendFrame(c, await statuses.snapshot(eventId));
    } catch (e) {
      refuse(c, ...refusal(e, 'errors.realtime.couldNotSubscribe'));
    }
  }

  /** An `auxTimer` frame (Companion's timer buttons): the timers' service decides, the socket hears a commandResult. */
  async function auxCommand(c: Client, m: Extract<ClientMessage, { type: 'auxTimer' }>): Promise<void> {
    const result = (r: { ok: boolean; error?: string }) =>
      send(c, { type: 'commandResult', ...r, ...(m.requestId ? { requestId: m.requestId } : {}) });
    const sub = c.subs.get(m.eventId);
    if (!sub) return result({ ok: false, error: serverT(c.locale, NOT_SUBSCRIBED) });
    if (!deps.auxTimers) return result({ ok: false, error: serverT(c.locale, 'errors.realtime.noAuxTimers') });
    try {
      await deps.auxTimers.command(controlSource(sub), m.eventId, m.slot, {
        command: m.command,
        ...(m.ms !== undefined ? { ms: m.ms } : {}),
      });
      return result({ ok: true });
    } catch (e) {
      return result({ ok: false, error: serverT(c.locale, ...refusal(e, 'errors.realtime.commandFailed')) });
    }
  }

  /** `command` and `goto` frames: the dispatcher decides, the socket hears a commandResult. */
  async function command(c: Client, m: Extract<ClientMessage, { type: 'command' | 'goto' }>): Promise<void> {
    const result = (r: { ok: boolean; error?: string; info?: string }) =>
      send(c, { type: 'commandResult', ...r, ...(m.requestId ? { requestId: m.requestId } : {}) });
    const sub = c.subs.get(m.eventId);
    if (!sub) return result({ ok: false, error: serverT(c.locale, NOT_SUBSCRIBED) });
    try {
      const r = await deps.cueStatus.dispatch(
        controlSource(sub),
        m.eventId,
        m.type === 'goto' ? { command: 'goto', number: m.number } : { command: m.command },
      );
      return result({ ok: true, ...(r.info ? { info: r.info } : {}) });
    } catch (e) {
      return result({ ok: false, error: serverT(c.locale, ...refusal(e, 'errors.realtime.commandFailed')) });
    }
  }

  async function handle(c: Client, m: ClientMessage): Promise<void> {
    switch (m.type) {
      case 'ping':
        return send(c, { type: 'pong', t0: m.t0, serverTime: clock.now() });
      case 'subscribeEvent':
        return subscribe(c, m);
      case 'unsubscribeEvent':
        conns.unsubscribe(c, m.eventId);
        presence(m.eventId);
        return send(c, { type: 'unsubscribed', eventId: m.eventId });
      case 'command':
      case 'goto':
        return command(c, m);
      case 'auxTimer':
        return auxCommand(c, m);
      case 'subscribeProduction':
        return subscribeProduction(c, m);
      case 'unsubscribeProduction':
        return walls.leave(c, m.productionId);
      case 'editing':
        if (!c.subs.has(m.eventId)) return refuse(c, NOT_SUBSCRIBED);
        return editing?.editing(c, m.eventId, m.cueId, m.field);
      case 'clientInfo':
        c.rttMs = m.rttMs;
        c.offsetMs = m.offsetMs;
        for (const eventId of c.subs.keys()) presence(eventId);
        return;
      default:
        m satisfies never;
    }
  }

  const sessionCheck = setInterval(() => {
    fan.checkSessions().catch((err: unknown) => app.log.warn({ err }, 'session check of open sockets failed'));
  }, SESSION_CHECK_MS);
  sessionCheck.unref();

  app.addHook('onClose', async () => {
    clearInterval(sessionCheck);
    editing?.close();
    unsubscribeBus();
    conns.close();
  });

  return {
    /** After the bus missed messages: current status and refetches to every watched event. */
    resync: () => {
      editing?.shareAll();
      return fan.resync();
    },
    /** Ends the sockets of sessions and control keys that are gone (on a timer; tests call it directly). */
    checkSessions: fan.checkSessions,
    /** Forgets presence another process stopped sharing and shares this one's again (on a timer; tests call it). */
    refreshPresence: () => editing?.refresh(),
    /** Marks silent crew phones lost (on a timer; tests call it after moving the clock). */
    checkLiveness: conns.checkLiveness,
    stats: conns.stats,
    /** Open walls of this process (tests). */
    walls: () => walls.list().length,
    /** Devices subscribed to an event, for the caller's device health panel. */
    devices(eventId: number) {
      return conns.subscribers(eventId).map(({ c, sub }) => ({
        role: sub.role,
        departmentId: sub.actor.kind === 'department' ? sub.actor.departmentId : null,
        rttMs: c.rttMs,
        offsetMs: c.offsetMs,
        lastSeen: c.lastSeen,
        connectedAt: c.connectedAt,
        lost: c.lost,
      }));
    },
  };
}
export type Hub = ReturnType<typeof registerHub>;
