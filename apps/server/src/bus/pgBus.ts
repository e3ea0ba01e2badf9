/**
 * The bus over PostgreSQL LISTEN/NOTIFY (docs/decisions/0006-bus-and-fan-out.md): every process publishes with
 * pg_notify and hears everyone's messages, its own included, then re-reads and fans out.
 * The listening connection reconnects by itself with back-off.
 */
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { wireBusMessage, wireMessage, type Bus, type BusMessage } from './bus.js';

export function pgBus(opts: { pool: pg.Pool; connectionString: string; schema: string | undefined; log: FastifyBaseLogger }): Bus {
  // One channel per schema, so databases that share a server (tests) never hear each other.
  const CHANNEL = `showcaller_${(opts.schema ?? 'public').replace(/[^a-z0-9_]/gi, '')}`;
  const handlers = new Set<(msg: BusMessage) => void>();
  const resumeHandlers = new Set<() => void>();
  let listener: pg.Client | undefined;
  let everListened = false;
  let closed = false;
  let retry = 0;

  const deliver = (msg: BusMessage) => {
    for (const h of handlers) h(msg);
  };

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
      const parsed = wireBusMessage.safeParse(data);
      // Another version of the server (a rolling deploy) may announce what this one cannot read.
      if (!parsed.success) return opts.log.warn({ payload: n.payload.slice(0, 200) }, 'bad bus payload ignored');
      try {
        deliver(parsed.data);
      } catch (err) {
        // A throwing listener must not become an uncaught exception of the pg client.
        opts.log.error({ err }, 'bus listener failed');
      }
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
      // Back from an outage before the listener is, nobody here hears the notification: deliver locally.
      const listening = listener !== undefined;
      opts.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(wireMessage(msg))]).then(
        () => listening || deliver(msg),
        (err: unknown) => {
          // The database is away: deliver locally so this process's screens stay live.
          opts.log.warn({ err }, 'bus publish failed; delivering locally');
          deliver(msg);
        },
      );
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
