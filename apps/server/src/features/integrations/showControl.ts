/**
 * Turns each change this process saved into OSC for the event's targets (presets and per-cue
 * triggers), and closes the loop: QLab's reply to /cue/{n}/start and Eos's
 * /eos/out/event/cue/{list}/{n}/fire are written to the as-run log as 'fired' with the delay
 * after the GO; a send that failed is written as 'osc-error', and a target silent for 10 s as
 * 'osc-no-answer' (the as-run report shows all three per run, README.md#show-control). A confirmation counts
 * only from the address the GO was sent to (docs/security.md "Trust, round 3" 20.6), so another device, another event's
 * equipment or a forged UDP source cannot tick a cue.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { cueTriggerSchema, type CueTrigger } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import type { Bus } from '../../bus/bus.js';
import type { AppliedChange } from '../cueStatus/cueStatus.service.js';
import type { IntegrationsRepo, TargetRow } from './integrations.repo.js';
import type { OscMessage, OutMessage } from './osc.js';
import type { OscLog } from './oscLog.js';
import type { OscSender } from './oscOut.js';
import { liveFieldTexts } from '../cueFields/cueField.presenter.js';
import { confirmationOf, deviceNumber, entered, presetMessages, triggerMessages, type ChangeSpec, type LiveCue } from './presets.js';

/**
 * Equipment that has not answered by then never will: the entry is dropped and 'osc-no-answer'
 * is logged (the tab shows "no answer" after 1 s already).
 */
const PENDING_MS = 10_000;
/**
 * Targets, triggers and cue numbers are kept this long between changes, so a GO reaches the
 * equipment without waiting on the database (bench/osc.ts). Changes made in this process clear
 * them at once; a change made by another server process shows within this time.
 */
const CACHE_MS = 2_000;

function ttlCache<K, V>(now: () => number) {
  const m = new Map<K, { v: V; at: number }>();
  return {
    get(k: K): V | undefined {
      const e = m.get(k);
      if (!e) return undefined;
      if (now() - e.at > CACHE_MS) {
        m.delete(k);
        return undefined;
      }
      return e.v;
    },
    set(k: K, v: V) {
      if (m.size > 5000) m.clear();
      m.set(k, { v, at: now() });
    },
    delete: (k: K) => m.delete(k),
    clear: () => m.clear(),
  };
}

interface Pending {
  target: TargetRow;
  /**
   * Where the GO went (the resolved address, and port): only a reply from there confirms it. Unset
   * until the packet leaves, so nothing confirms a GO that was never sent.
   */
  to?: { address: string; port: number };
  eventId: number;
  cue: LiveCue;
  /** performance.now() when the GO was saved. */
  goPerf: number;
  expires: number;
  /** Logs 'osc-no-answer' when the window closes without an answer. */
  silence?: ReturnType<typeof setTimeout>;
}

const storedTriggers = z.array(cueTriggerSchema);

/** A stored trigger list; a row that no longer parses is skipped rather than failing the show. */
export function parseTriggers(rows: ReadonlyArray<{ on_status: string; address: string; args: string }>): CueTrigger[] {
  const out: CueTrigger[] = [];
  for (const r of rows) {
    let args: unknown;
    try {
      args = JSON.parse(r.args);
    } catch {
      continue;
    }
    const p = storedTriggers.safeParse([{ on: r.on_status, address: r.address, args }]);
    if (p.success) out.push(...p.data);
  }
  return out;
}

const bare = (a: string) => a.replace(/^::ffff:/i, '').toLowerCase();

/**
 * Whether a reply comes from where the GO was sent: the address it resolved to (a host name is
 * not trusted to mean whoever answers), and for TCP the connection's port too. Over UDP the port
 * is not compared: Eos reports from a port of its own, to OSC in.
 */
function sentTo(p: { target: TargetRow; to?: { address: string; port: number } }, from: { address: string; port: number }): boolean {
  if (!p.to || bare(p.to.address) !== bare(from.address)) return false;
  return p.target.transport !== 'tcp' || p.to.port === from.port;
}

/** The same cue number: the same text, or the same decimal (Eos may write `5` for `5.0`). */
function sameNumber(a: string, b: string): boolean {
  if (a === b) return true;
  return /^\d+(\.\d+)?$/.test(a) && /^\d+(\.\d+)?$/.test(b) && Number(a) === Number(b);
}

/** Someone waiting for a device's answer (Send test): matched on the address and where it comes from. */
interface Waiter {
  eventId: number;
  target: TargetRow;
  to?: { address: string; port: number };
  match: (m: OscMessage) => boolean;
  resolve: (m: OscMessage) => void;
}

export function showControl(d: {
  /** Only what show control reads and writes, so a test's fake is checked against it, not cast. */
  repo: Pick<IntegrationsRepo, 'targets' | 'triggers' | 'deviceCue' | 'cueFieldValues' | 'logConfirmation'>;
  sender: OscSender;
  clock: Clock;
  log: OscLog;
  logger: FastifyBaseLogger;
  bus: Bus;
  /** How long equipment has to answer a GO (tests shorten it). */
  answerWithinMs?: number;
}) {
  const answerWithin = d.answerWithinMs ?? PENDING_MS;
  let pending: Pending[] = [];
  const wall = () => performance.now();
  const targetsOf = ttlCache<number, TargetRow[]>(wall);
  const triggersOf = ttlCache<number, CueTrigger[]>(wall);
  const cues = ttlCache<number, LiveCue>(wall);
  const waiters = new Set<Waiter>();
  // A renumbered or renamed cue: forget what was kept (every process hears this).
  d.bus.subscribe((m) => {
    if (m.type === 'refetch' && (m.key === 'cues' || m.key === 'fields')) cues.clear();
  });

  async function targets(eventId: number): Promise<TargetRow[]> {
    const kept = targetsOf.get(eventId);
    if (kept) return kept;
    const rows = await d.repo.targets(eventId);
    targetsOf.set(eventId, rows);
    return rows;
  }
  async function triggers(cueId: number): Promise<CueTrigger[]> {
    const kept = triggersOf.get(cueId);
    if (kept) return kept;
    const list = parseTriggers(await d.repo.triggers(cueId));
    triggersOf.set(cueId, list);
    return list;
  }

  async function record(p: Pending, kind: 'fired' | 'osc-error' | 'osc-no-answer', delayMs: number | null) {
    await d.repo.logConfirmation({
      event_id: p.eventId,
      cue_id: p.cue.id,
      cue_number: p.cue.number,
      cue_action: p.cue.action,
      kind,
      status: null,
      elapsed: null,
      actor: `osc:${p.target.name}`,
      department_id: null,
      at_ms: d.clock.now(),
      target_id: p.target.id,
      delay_ms: delayMs,
    });
  }

  /**
   * Sends a change. With targets, cue and triggers kept from before, the packets leave inside this
   * call, before the service's own database work (the as-run row) that follows the change.
   */
  function changed(c: AppliedChange): Promise<void> {
    if (c.cueId === null) return Promise.resolve();
    const goPerf = performance.now();
    const list = targetsOf.get(c.eventId);
    const cue = cues.get(c.cueId);
    if (list && cue) {
      const spec = specOf(c, cue);
      const kept = entered(spec) ? triggersOf.get(cue.id) : [];
      if (kept) return sendAll(c, list, cue, spec, triggerMessages(kept, spec), goPerf);
    }
    return changedSlowly(c, goPerf);
  }

  const specOf = (c: AppliedChange, cue: LiveCue): ChangeSpec => ({
    eventId: c.eventId,
    status: c.cueStatus.status,
    logKind: c.logKind,
    previous: c.previous,
    cue,
    timer: c.cueStatus.timer,
  });

  async function changedSlowly(c: AppliedChange, goPerf: number): Promise<void> {
    const list = await targets(c.eventId);
    if (list.length === 0 || c.cueId === null) return;
    let cue = cues.get(c.cueId);
    if (!cue) {
      const [live, device, fields] = await Promise.all([c.cue, d.repo.deviceCue(c.cueId), d.repo.cueFieldValues(c.cueId)]);
      if (!live) return;
      cue = { ...live, device: device ?? null, fields: liveFieldTexts(fields) };
      cues.set(cue.id, cue);
    }
    const spec = specOf(c, cue);
    const extra = entered(spec) ? triggerMessages(await triggers(cue.id), spec) : [];
    return sendAll(c, list, cue, spec, extra, goPerf);
  }

  async function sendAll(
    c: AppliedChange,
    list: readonly TargetRow[],
    live: LiveCue,
    spec: ChangeSpec,
    extra: OutMessage[],
    goPerf: number,
  ): Promise<void> {
    await Promise.all(
      list.map(async (target) => {
        const preset = presetMessages(
          { preset: target.preset, passcode: target.passcode, cueList: target.cue_list, workspaceId: target.workspace_id },
          spec,
        );
        const messages = [...preset.messages, ...extra];
        if (messages.length === 0) return;
        // Listen before sending: an answer on the loopback can come back before send() resolves.
        const p: Pending = { target, eventId: c.eventId, cue: live, goPerf, expires: goPerf + answerWithin };
        if (preset.expectsConfirmation) {
          pending.push(p);
          p.silence = setTimeout(() => silent(p), answerWithin);
          p.silence.unref();
        }
        const r = await d.sender.send(c.eventId, target, messages, (to) => {
          p.to = to;
        });
        if (!r.ok && preset.expectsConfirmation) {
          settle(p);
          await record(p, 'osc-error', null);
        }
      }),
    );
  }

  /** Takes an entry out of the waiting list; false when it was answered or timed out already. */
  function settle(p: Pending): boolean {
    clearTimeout(p.silence);
    const before = pending.length;
    pending = pending.filter((x) => x !== p);
    return pending.length < before;
  }

  function silent(p: Pending) {
    if (!settle(p)) return;
    record(p, 'osc-no-answer', null).catch((err: unknown) => d.logger.warn({ err }, 'no answer not logged'));
  }

  function incoming(msgs: OscMessage[], from: { address: string; port: number }): boolean {
    const now = performance.now();
    // Past their window (a late timer): no answer, and not matched by this one.
    for (const p of pending.filter((x) => x.expires <= now)) silent(p);
    let used = false;
    for (const m of msgs) {
      const w = [...waiters].find((x) => x.match(m) && sentTo(x, from));
      if (w) {
        waiters.delete(w);
        used = true;
        d.log.add(w.eventId, { direction: 'in', peer: `${w.target.name} ${from.address}:${from.port}`, address: m.address, args: m.args });
        w.resolve(m);
        continue;
      }
      const conf = confirmationOf(m.address, m.args);
      if (!conf) {
        // Any other answer of a device this process talks to (QLab's /reply/version to Send test).
        const who = d.sender.peerOf(from);
        if (who)
          d.log.add(who.eventId, { direction: 'in', peer: `${who.name} ${from.address}:${from.port}`, address: m.address, args: m.args });
        continue;
      }
      const i = pending.findIndex(
        (p) =>
          p.target.preset === conf.preset &&
          sameNumber(deviceNumber(p.cue), conf.cueNumber) &&
          (conf.list === undefined || conf.list === p.target.cue_list) &&
          (conf.workspace === undefined || conf.workspace === p.target.workspace_id) &&
          sentTo(p, from),
      );
      if (i < 0) continue;
      const [p] = pending.splice(i, 1);
      if (!p) continue;
      clearTimeout(p.silence);
      used = true;
      const delay = Math.max(0, Math.round(now - p.goPerf));
      d.log.add(p.eventId, {
        direction: 'in',
        peer: `${p.target.name} ${from.address}:${from.port}`,
        address: m.address,
        args: m.args,
        note: conf.ok ? `fired ${delay} ms after GO` : conf.error,
      });
      record(p, conf.ok ? 'fired' : 'osc-error', conf.ok ? delay : null).catch((err: unknown) =>
        d.logger.warn({ err }, 'confirmation not logged'),
      );
    }
    return used;
  }

  d.sender.onIncoming((msgs, from) => void incoming(msgs, from));

  return {
    changed,
    /** This process changed an event's targets or a cue's triggers: use them from the next change on. */
    forgetTargets: (eventId: number) => targetsOf.delete(eventId),
    forgetTriggers: (cueId: number) => triggersOf.delete(cueId),
    /** This process changed a cue's device number: read it again on the next change. */
    forgetCue: (cueId: number) => cues.delete(cueId),
    /** Confirmations that reach the OSC-in port (Eos sends to a port of its own setting). */
    incoming,
    /**
     * Sends `messages` to the target and waits up to `withinMs` for an answer that `match`es from the
     * address they went to (Send test). Resolves with the answer and the round trip, or null.
     */
    async ask(
      eventId: number,
      target: TargetRow,
      messages: readonly OutMessage[],
      match: (m: OscMessage) => boolean,
      withinMs: number,
    ): Promise<{ sent: Awaited<ReturnType<OscSender['send']>>; answer: OscMessage | null; roundTripMs: number | null }> {
      let answered: ((m: OscMessage) => void) | undefined;
      const answer = new Promise<OscMessage>((resolve) => (answered = resolve));
      const w: Waiter = { eventId, target, match, resolve: (m) => answered?.(m) };
      waiters.add(w);
      const t0 = performance.now();
      try {
        const sent = await d.sender.send(eventId, target, messages, (to) => {
          w.to = to;
        });
        if (!sent.ok) return { sent, answer: null, roundTripMs: null };
        let timer: ReturnType<typeof setTimeout> | undefined;
        const m = await Promise.race([answer, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), withinMs)))]);
        clearTimeout(timer);
        return { sent, answer: m, roundTripMs: m ? Math.max(0, Math.round(performance.now() - t0)) : null };
      } finally {
        waiters.delete(w);
      }
    },
    /** Shutting down: nothing more is logged for the GOs still waiting. */
    close() {
      for (const p of pending) clearTimeout(p.silence);
      pending = [];
      waiters.clear();
    },
  };
}
export type ShowControl = ReturnType<typeof showControl>;
