/**
 * Checks shared by the tests that end sockets (sessions ended, a control key replaced): a socket
 * subscribed with given credentials, told why and closed within a second, or still alive.
 */
import { expect } from 'vitest';
import { openSocket, type TestSocket } from './ws.js';

/** Sockets end within this long of the change that ends them (docs/security.md "Trust hardening"). */
export const REVOKED_WITHIN_MS = 1000;

/** A socket subscribed to an event with an account/code token or a control key, past its first status. */
export async function subscribedSocket(
  base: string,
  eventId: number,
  credentials: { token: string } | { controlKey: string },
): Promise<TestSocket> {
  const ws = await openSocket(base);
  ws.send({ type: 'subscribeEvent', eventId, ...credentials });
  await ws.next('subscribed');
  await ws.next('cueStatusUpdate');
  return ws;
}

/** A `revoked` frame for the event (with `reason` when given), then close 4401, each within a second. */
export async function expectRevoked(ws: TestSocket, eventId: number, reason?: string): Promise<void> {
  const frame = await ws.next('revoked', undefined, REVOKED_WITHIN_MS);
  expect(frame.eventId).toBe(eventId);
  if (reason !== undefined) expect(frame).toEqual({ type: 'revoked', eventId, reason });
  const code = await Promise.race([ws.closed, new Promise((r) => setTimeout(() => r('still open'), REVOKED_WITHIN_MS))]);
  expect(code).toBe(4401);
}

/** The socket still answers a ping. */
export async function expectAlive(ws: TestSocket): Promise<void> {
  const t0 = Math.floor(Math.random() * 1e6);
  ws.send({ type: 'ping', t0 });
  expect((await ws.next('pong', (m) => m.t0 === t0)).t0).toBe(t0);
}
