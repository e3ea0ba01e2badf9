/** The test's PostgreSQL (TEST_DATABASE_URL) outside the app: schemas, and a proxy in front of it. */
import pg from 'pg';
import { TcpProxy } from './tcpProxy.js';
import { withAdmin } from '../pgSchemas.js';

export const pgUrl = process.env.TEST_DATABASE_URL ?? '';

/** Runs `work` on a connection of its own, straight to PostgreSQL. */
export function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  return withAdmin(pgUrl, work);
}

/** A proxy the test can cut, and the database URL that goes through it. */
export async function proxiedDatabase(): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(pgUrl);
  const proxy = await TcpProxy.start({ host: target.hostname || '127.0.0.1', port: Number(target.port || 5432) });
  const via = new URL(pgUrl);
  via.hostname = '127.0.0.1';
  via.port = String(proxy.port);
  return { proxy, url: via.toString() };
}
