/**
 * The real server as a child process (src/index.ts through tsx, so no build is needed), for
 * tests that kill and restart it. `@showcaller/shared` resolves to its sources, as in vitest.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { answer, type TestResponse } from '../harness.js';
import { until } from '../until.js';
import type { Method } from './showFixture.js';

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverSrc, '../../..');

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** A tsconfig that maps the shared package to its sources (the child must not need a build of it). */
function childTsconfig(dir: string): string {
  const file = path.join(dir, 'tsconfig.child.json');
  writeFileSync(
    file,
    JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.base.json'),
      compilerOptions: { paths: { '@showcaller/shared': [path.join(repoRoot, 'packages/shared/src/index.ts')] } },
    }),
  );
  return file;
}

export class ServerProcess {
  private proc: ChildProcess | undefined;
  private port = 0;
  /** The child's stdout and stderr, for a failing test's message. */
  output = '';
  private readonly work = mkdtempSync(path.join(tmpdir(), 'showcaller-proc-'));

  constructor(
    readonly dataDir: string,
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The child's process id (for reading its memory from /proc), while it runs. */
  get pid(): number | undefined {
    return this.proc?.pid;
  }

  /** Starts on a fresh port and resolves once /healthz answers 200. */
  async start(timeoutMs = 45_000): Promise<void> {
    this.port = await freePort();
    const proc = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(serverSrc, 'index.ts')], {
      // Not the repository: index.ts reads a .env from its working directory.
      cwd: this.work,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: childTsconfig(this.work),
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: '',
        SMTP_URL: '',
        WEB_DIST: path.join(this.work, 'no-web'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        RATE_LIMIT_CODE_PER_MINUTE: '1000',
        OUTBOUND_ALLOW: 'private,public,127.0.0.0/8,::1', // as harness.ts: fake receivers are on the loopback
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    proc.stdout?.on('data', (b: Buffer) => (this.output += b.toString('utf8')));
    proc.stderr?.on('data', (b: Buffer) => (this.output += b.toString('utf8')));
    const exited = () => proc.exitCode !== null || proc.signalCode !== null;
    // A process that has ended stops the wait at once: it will never answer.
    await until(async () => exited() || (await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok, {
      what: `${this.url}/healthz answering 200`,
      timeoutMs,
      intervalMs: 150,
    }).catch((err: Error) => {
      throw new Error(`${err.message}:\n${this.output}`);
    });
    if (exited()) throw new Error(`server exited (${proc.exitCode ?? proc.signalCode}) before it was healthy:\n${this.output}`);
  }

  /** Sends the signal and resolves with how the process ended. SIGKILL is a crash: nothing flushed or closed. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const p = this.proc;
    if (!p || p.exitCode !== null || p.signalCode !== null) return { code: p?.exitCode ?? null, signal: p?.signalCode ?? null };
    return new Promise((resolve) => {
      p.once('exit', (code, sig) => resolve({ code, signal: sig }));
      p.kill(signal);
    });
  }

  /**
   * JSON over HTTP with an optional bearer token, read like the harness's `call` (`answer`): the
   * body is read through `error` / `parse(schema)`.
   */
  async call(method: Method, url: string, body?: unknown, token?: string): Promise<TestResponse> {
    const res = await fetch(this.url + url, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return answer(method, url, res.status, await res.text());
  }

  /** `call` for an answer the test expects to be 2xx, parsed with the shared `schema`; any other status throws. */
  async callParsed<S extends z.ZodType>(schema: S, method: Method, url: string, body?: unknown, token?: string) {
    const res = await this.call(method, url, body, token);
    if (res.status < 200 || res.status > 299) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return { status: res.status, body: res.parse(schema) };
  }
}
