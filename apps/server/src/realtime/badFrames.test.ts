/**
 * Malformed WebSocket frames are the client's mistake (issue 11.7): the real server process logs
 * each at warn level, once, without a stack, and at most a few lines per socket per minute.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test/harness.js';
import { admin, pgUrl } from '../test/faults/pgAdmin.js';
import { ServerProcess } from '../test/faults/serverProcess.js';
import { openSocket } from '../test/ws.js';
import { BAD_FRAME_LINES_PER_MINUTE } from './badFrames.js';

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
    while (Date.now() < deadline && linesSince(from).length < count) await new Promise((r) => setTimeout(r, 50));
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
});
