/** A WebSocket test client that collects server frames and waits for the one a test expects. */
import WebSocket from 'ws';
import { serverMessage, type ServerMessage } from '@showcaller/shared';

export interface TestSocket {
  frames: ServerMessage[];
  send(msg: unknown): void;
  sendRaw(data: string): void;
  next<T extends ServerMessage['type']>(
    type: T,
    match?: (m: Extract<ServerMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  /**
   * A final drain: sends a ping and waits for its pong. Frames on one socket arrive in order, so
   * once the pong is here every frame the server sent before it is in `frames` too, and a test can
   * assert that nothing more arrived (instead of sleeping and hoping the wait was long enough).
   */
  drain(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** Settles with the close status once the connection has closed, whoever closed it. */
  closed: Promise<number>;
}

/** `query`: the socket address's own, e.g. `?lang=it` (the page's language). */
export async function openSocket(baseUrl: string, query = ''): Promise<TestSocket> {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/ws' + query);
  const frames: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    // A frame that drifts from the shared protocol throws here (an unhandled error fails the test).
    frames.push(serverMessage.parse(JSON.parse(data.toString('utf8'))));
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let seen = 0;
  let drains = 0;
  const socket: TestSocket = {
    frames,
    closed,
    send: (msg) => ws.send(JSON.stringify(msg)),
    sendRaw: (data) => ws.send(data),
    next(type, match, timeoutMs = 3000) {
      type M = Extract<ServerMessage, { type: typeof type }>;
      return new Promise((resolve, reject) => {
        const check = () => {
          for (let i = seen; i < frames.length; i++) {
            const f = frames[i]!;
            if (f.type === type && (!match || match(f as M))) {
              seen = i + 1;
              waiters.delete(check);
              clearTimeout(timer);
              resolve(f as M);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames.slice(seen))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async drain(timeoutMs = 3000) {
      const t0 = -++drains; // negative: no real client's ping uses it
      const before = seen;
      ws.send(JSON.stringify({ type: 'ping', t0 }));
      await socket.next('pong', (m) => m.t0 === t0, timeoutMs);
      seen = before; // the drain consumes nothing a later next() may want
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
  return socket;
}
