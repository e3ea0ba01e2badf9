/**
 * Malformed WebSocket frames are the client's mistake (docs/security.md "Trust hardening"): the real server process logs
 * each at warn level, once, without a stack, and at most a few lines per socket, per client
 * address and in all per minute (docs/security.md "Trust, round 3" 20.9), remembering a bounded number of addresses.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/harness.js';
import { admin, pgUrl } from '../test/faults/pgAdmin.js';
import { ServerProcess } from '../test/faults/serverProcess.js';
import { openSocket } from '../test/ws.js';
import {
  BAD_FRAME_ADDRESSES,
  BAD_FRAME_LINES_IN_ALL,
  BAD_FRAME_LINES_PER_ADDRESS,
  BAD_FRAME_LINES_PER_MINUTE,
  badFrameLog,
} from './badFrames.js';

const logLine = z.looseObject({ level: z.number(), msg: z.string().optional() });
type LogLine = z.infer<typeof logLine> & { raw: string };

describe(`bad WebSocket frames in the log (${testEngine})`, () => {
  const dbName = `bf_${randomBytes(5).toString('hex')}`;
  let server: ServerProcess;

  beforeAll(async () => {
    const env: Record<string, string> = { LOG_LEVEL: 'warn' };
    if (testEngine === 'postgres') {
      await admin((c) => c.query(`create database ${dbName}`));
      const u = new URL(pgUrl);
      u.pathname = `/${dbName}`;
      env.DATABASE_URL = u.toString();
    }
    server = new ServerProcess(mkdtempSync(path.join(tmpdir(), 'bf-')), env);
    await server.start();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    if (testEngine === 'postgres') await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  });

  /** Log lines written since `from` (an offset into the output). */
  const linesSince = (from: number): LogLine[] =>
    server.output
      .slice(from)
      .split('\n')
      .flatMap((raw) => {
        try {
          const parsed = logLine.safeParse(JSON.parse(raw));
          return parsed.success ? [{ ...parsed.data, raw }] : [];
        } catch {
          return [];
        }
      });

  /** Waits (bounded) until `count` lines about bad frames are in, then a moment more for extras. */
  async function badFrameLines(from: number, count: number): Promise<LogLine[]> {
    const deadline = Date.now() + 3000;
    // eslint-disable-next-line no-restricted-syntax -- polls a child process's log pipe (until() is for async checks; this is the same loop)
    while (Date.now() < deadline && linesSince(from).length < count) await new Promise((r) => setTimeout(r, 50));
    // A short wait that stays: the server is a child process and its log lines come through a pipe;
    // no message of ours is answered in the log after the bad frames' lines, so nothing can drain it.
    // eslint-disable-next-line no-restricted-syntax -- the log pipe of a child process cannot be drained (above)
    await new Promise((r) => setTimeout(r, 300));
    return linesSince(from);
  }

  const expectQuietWarning = (line: LogLine) => {
    expect(line.level).toBe(40);
    expect(line.msg).toBe('bad WebSocket frame');
    expect(line.raw).not.toMatch(/stack|"err"/);
  };

  it('logs frames that are not JSON or not a message once each, then stops for that socket', async () => {
    const from = server.output.length;
    const ws = await openSocket(server.url);
    ws.sendRaw('{not json');
    ws.send({ type: 'launchRockets' });
    for (let i = 0; i < 10; i++) ws.sendRaw('garbage');
    for (let i = 0; i < 12; i++) await ws.next('error');
    const lines = await badFrameLines(from, BAD_FRAME_LINES_PER_MINUTE);
    expect(lines).toHaveLength(BAD_FRAME_LINES_PER_MINUTE);
    lines.forEach(expectQuietWarning);
    expect(lines[0]!.raw).toContain('not JSON');
    expect(lines[1]!.raw).toContain('Invalid message');
    await ws.close();
  });

  it('logs a frame the WebSocket layer refuses (bad UTF-8, too large) once, at warn, without a stack', async () => {
    for (const [payload, code] of [
      [Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'WS_ERR_INVALID_UTF8'],
      [Buffer.alloc(70 * 1024, 0x61), 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'],
    ] as const) {
      const from = server.output.length;
      const ws = new WebSocket(server.url.replace(/^http/, 'ws') + '/ws');
      const closed = new Promise<number>((resolve) => ws.once('close', (c: number) => resolve(c)));
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      ws.on('error', () => undefined); // the server's close may race the client's write
      ws.send(payload, { binary: false });
      expect([1007, 1009]).toContain(await closed);
      const lines = await badFrameLines(from, 1);
      expect(lines).toHaveLength(1);
      expectQuietWarning(lines[0]!);
      expect(lines[0]!.raw).toContain(code);
    }
  });

  it('logs no more lines for one address opening many sockets than its per-address bound', async () => {
    const from = server.output.length;
    const sockets = await Promise.all(Array.from({ length: 6 }, () => openSocket(server.url)));
    for (const ws of sockets) for (let i = 0; i < BAD_FRAME_LINES_PER_MINUTE; i++) ws.sendRaw('garbage');
    for (const ws of sockets) for (let i = 0; i < BAD_FRAME_LINES_PER_MINUTE; i++) await ws.next('error');
    // Without the address's bound, 6 sockets × 5 lines; the tests above have used some of it (they run first).
    const lines = await badFrameLines(from, 6 * BAD_FRAME_LINES_PER_MINUTE);
    expect(lines.length).toBeLessThanOrEqual(BAD_FRAME_LINES_PER_ADDRESS);
    lines.forEach(expectQuietWarning);
    await Promise.all(sockets.map((ws) => ws.close()));
  });
});

describe('the bounds of the bad-frame log', () => {
  const collect = () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = { warn: (fields: Record<string, unknown>) => void lines.push(fields) } as unknown as FastifyBaseLogger;
    return { lines, log };
  };

  it('logs a few lines per socket, and per address however many sockets it opens; then says how many it left out', () => {
    const bad = badFrameLog();
    const { lines, log } = collect();
    const one = {};
    for (let i = 0; i < 20; i++) bad.log(log, one, { ip: '10.0.0.1', reason: 'not JSON' }, 0);
    expect(lines).toHaveLength(BAD_FRAME_LINES_PER_MINUTE);
    for (let s = 0; s < 50; s++) {
      const socket = {};
      for (let i = 0; i < 5; i++) bad.log(log, socket, { ip: '10.0.0.1', reason: 'not JSON' }, 1_000);
    }
    expect(lines).toHaveLength(BAD_FRAME_LINES_PER_ADDRESS);
    bad.log(log, {}, { ip: '10.0.0.2', reason: 'not JSON' }, 2_000); // another address has its own
    expect(lines).toHaveLength(BAD_FRAME_LINES_PER_ADDRESS + 1);
    // A minute later the address logs again, with the count of what was left out.
    bad.log(log, {}, { ip: '10.0.0.1', reason: 'not JSON' }, 60_000);
    expect(lines.at(-1)).toMatchObject({ ip: '10.0.0.1', suppressed: 20 + 250 - BAD_FRAME_LINES_PER_ADDRESS });
  });

  it('logs a bounded number of lines however many addresses send, and remembers a bounded number of addresses', () => {
    const bad = badFrameLog();
    const { lines, log } = collect();
    const addresses = 100_000;
    let most = 0;
    for (let i = 0; i < addresses; i++) {
      bad.log(log, {}, { ip: `2001:db8::${i.toString(16)}`, reason: 'binary frame' }, Math.floor(i / 10));
      most = Math.max(most, bad.addressCount());
    }
    console.log(`[bad frames] ${addresses} addresses in ${addresses / 10} ms: ${lines.length} lines, at most ${most} addresses remembered`);
    expect(lines).toHaveLength(BAD_FRAME_LINES_IN_ALL);
    expect(most).toBeLessThanOrEqual(BAD_FRAME_ADDRESSES);
    // The next minute logs again.
    bad.log(log, {}, { ip: '192.0.2.1', reason: 'binary frame' }, 10_000 + 60_000);
    expect(lines).toHaveLength(BAD_FRAME_LINES_IN_ALL + 1);
  });
});
