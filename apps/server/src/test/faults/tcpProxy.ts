/**
 * A TCP proxy between the app and PostgreSQL that a test can cut and restore, so an outage is
 * simulated for this test's connections only (other test files share the machine's PostgreSQL).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket;
}

export class TcpProxy {
  private readonly pairs = new Set<Pair>();
  private server: Server | undefined;
  private accepting = true;
  port = 0;

  private constructor(private readonly target: { host: string; port: number }) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen(0);
    return proxy;
  }

  private listen(port: number): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const addr = server.address();
        if (addr && typeof addr === 'object') this.port = addr.port;
        resolve();
      });
    });
  }

  private accept(client: Socket): void {
    if (!this.accepting) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    const pair = { client, upstream };
    this.pairs.add(pair);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Local ports of the proxy's connections to PostgreSQL: pg_stat_activity.client_port of the app's backends. */
  upstreamPorts(): number[] {
    return [...this.pairs].map((p) => p.upstream.localPort).filter((p): p is number => typeof p === 'number');
  }

  get openConnections(): number {
    return this.pairs.size;
  }

  /** As in a database restart: every open connection is reset, and new ones are accepted and dropped at once. */
  cut(): void {
    this.accepting = false;
    for (const { client, upstream } of this.pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  /** Nothing listens any more: connecting fails with ECONNREFUSED, as with the database machine up and PostgreSQL down. */
  async down(): Promise<void> {
    this.cut();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The database is back, on the same address. */
  async restore(): Promise<void> {
    this.accepting = true;
    if (!this.server) await this.listen(this.port);
  }

  async close(): Promise<void> {
    await this.down();
  }
}
