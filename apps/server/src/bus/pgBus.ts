/**
 * The bus over PostgreSQL LISTEN/NOTIFY (docs/decisions/0006-bus-and-fan-out.md): a process hears
 * its own events at once, and relays those delivered 'everywhere' with pg_notify, tagged with its
 * origin id; it hears the other processes' notifications and drops its own echo. The listening
 * connection reconnects by itself with back-off.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { deliveredEverywhere, localDelivery, wireBusMessage, wireMessage, type Bus } from './bus.js';

/** The envelope's origin, read apart from the message (a server of an older version sends none). */
const wireOrigin = z.object({ origin: z.string().max(64).optional() });

export function pgBus(opts: { pool: pg.Pool; connectionString: string; schema: string | undefined; log: FastifyBaseLogger }): Bus {
  // One channel per schema, so databases that share a server (tests) never hear each other.
  const CHANNEL = `showcaller_${(opts.schema ?? 'public').replace(/[^a-z0-9_]/gi, '')}`;
  /** This bus's id on the wire: its own notifications come back and are dropped. */
  const origin = randomUUID();
  // A throwing listener must not become an uncaught exception of the pg client.
  const { handlers, deliver } = localDelivery((err) => opts.log.error({ err }, 'bus listener failed'));
  const resumeHandlers = new Set<() => void>();
  let listener: pg.Client | undefined;
  let everListened = false;
  let closed = false;
  let retry = 0;

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: opts.connectionString });
    client.on('error', (err) => {
      opts.log.warn({ err }, 'bus listener lost its connection');
    });
    client.on('end', () => {
      // Only an established listener reconnects here; a failed connect retries below.
      if (listener !== client) return;
      listener = undefined;
      if (!closed) scheduleReconnect();
    });
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      let data: unknown;
      try {
        data = JSON.parse(n.payload);
      } catch {
        data = undefined;
      }
      const from = wireOrigin.safeParse(data);
      if (from.success && from.data.origin === origin) return; // this process's own: delivered when published
      const parsed = wireBusMessage.safeParse(data);
      // Another version of the server (a rolling deploy) may announce what this one cannot read.
      if (!parsed.success) return opts.log.warn({ payload: n.payload.slice(0, 200) }, 'bad bus payload ignored');
      deliver(parsed.data);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listener = client;
      retry = 0;
      // Back after a gap: notifications sent meanwhile are gone for good; let the listeners re-read.
      if (everListened) for (const h of resumeHandlers) h();
      everListened = true;
    } catch (err) {
      opts.log.warn({ err }, 'bus listener could not connect; retrying');
      await client.end().catch(() => undefined);
      scheduleReconnect();
    }
  }

  function scheduleReconnect() {
    const delay = Math.min(30_000, 500 * 2 ** retry++) * (0.5 + Math.random() / 2);
    setTimeout(() => void connect(), delay).unref();
  }

  const ready = connect();

  return {
    publish(msg) {
      // This process hears it now, without a round trip to the database and back.
      deliver(msg);
      if (!deliveredEverywhere(msg)) return;
      opts.pool
        .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ ...wireMessage(msg), origin })])
        .catch((err: unknown) => opts.log.warn({ err }, 'bus publish failed; other processes miss this change'));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onResume(handler) {
      resumeHandlers.add(handler);
      return () => resumeHandlers.delete(handler);
    },
    async close() {
      closed = true;
      await ready;
      handlers.clear();
      await listener?.end().catch(() => undefined);
    },
  };
}
