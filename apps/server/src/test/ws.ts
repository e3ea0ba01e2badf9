/** A WebSocket test client that collects server frames and waits for the one a test expects. */
import WebSocket from 'ws';
import type { ServerMessage } from '@showcaller/shared';

export interface TestSocket {
  frames: ServerMessage[];
  send(msg: unknown): void;
  sendRaw(data: string): void;
  next<T extends ServerMessage['type']>(
    type: T,
    match?: (m: Extract<ServerMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  close(): Promise<void>;
  /** Settles with the close status once the connection has closed, whoever closed it. */
  closed: Promise<number>;
}

export async function openSocket(baseUrl: string): Promise<TestSocket> {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/ws');
  const frames: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString('utf8')) as ServerMessage);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let seen = 0;
  return {
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
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}
