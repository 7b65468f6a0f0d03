import { type ChildProcess, spawn } from 'node:child_process';
import { createClient } from 'redis';

/**
 * A Redis of the test's own (the machine's stays as it was), on `port`, keeping nothing on disk:
 * killed and started again, it comes back empty, as a restarted cache would.
 */
export class RedisServer {
  private child: ChildProcess | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** The running server's process id (a benchmark reads its CPU time), undefined when stopped. */
  get pid(): number | undefined {
    const child = this.child;
    return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
  }

  async start(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const until = Date.now() + 5_000;
    while (!(await this.answers())) {
      if (Date.now() > until) throw new Error(`redis-server on ${this.port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Ends it at once, as a crash would. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  private async answers(): Promise<boolean> {
    const client = createClient({ url: this.url, socket: { reconnectStrategy: false } });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      return true;
    } catch {
      return false;
    } finally {
      if (client.isOpen) await client.close();
    }
  }
}
