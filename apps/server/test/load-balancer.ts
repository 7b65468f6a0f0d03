import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const config = fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url));

/** Whether HAProxy is installed (CI installs it; REQUIRE_SERVICES=1 makes its absence a failure). */
export function haproxyAvailable(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * HAProxy with the shipped configuration (deploy/haproxy.cfg), in front of up to three server
 * processes, in the foreground of a child process of the test.
 */
export class LoadBalancer {
  output = '';

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.stdout?.on('data', (d: Buffer) => {
      this.output += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      this.output += d.toString();
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  static async start(port: number, appPorts: number[]): Promise<LoadBalancer> {
    const apps = Object.fromEntries(
      [1, 2, 3].map((n, i) => [`UNSAYABLE_APP_${n}`, `127.0.0.1:${appPorts[i] ?? appPorts[0]}`]),
    );
    const child = spawn('haproxy', ['-db', '-f', config], {
      env: { ...process.env, UNSAYABLE_LB_BIND: `127.0.0.1:${port}`, ...apps },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const balancer = new LoadBalancer(child, port);
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`haproxy exited:\n${balancer.output}`);
      try {
        if ((await fetch(`${balancer.url}/healthz`)).ok) return balancer;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGKILL');
    throw new Error(`haproxy not serving after 10 s:\n${balancer.output}`);
  }

  stop(): Promise<void> {
    if (this.child.exitCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGKILL');
    return exited;
  }
}
