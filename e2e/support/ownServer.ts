/** A server process of the test's own, for flows that restart or kill it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { untilHealthy } from '../../apps/server/src/test/until.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The port of a spec's own server: the suite's E2E_PORT (playwright.config.ts, 3310 by default) plus
 * 10 plus the spec's number `n`, so that two runs on one machine (each with its own E2E_PORT) and
 * two workers of one run (each spec has its own `n`) never share a port.
 */
export function ownPort(n: number): number {
  return Number(process.env.E2E_PORT ?? 3310) + 10 + n;
}

export class OwnServer {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'showcaller-own-'));
  private proc: ChildProcess | undefined;
  /** `env`: settings of this server only (ADMIN_EMAIL, say), over the defaults below. */
  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.proc = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.js')], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        OUTBOUND_ALLOW: 'private,public,127.0.0.0/8,::1',
        ...this.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await untilHealthy(this.url);
  }

  /** Ends the process; SIGKILL is a crash (nothing is flushed or closed). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const p = this.proc;
    if (!p || p.exitCode !== null) return;
    await new Promise((resolve) => {
      p.once('exit', resolve);
      p.kill(signal);
    });
  }
}
