import type { RequestType } from '@unsayable/rules';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Why a request was refused, as a label with a fixed set of values (never the message itself). */
/** `unavailable`: the server could not take the request now (its store is full, or too many wait). */
export type RefusalKind =
  | 'validation'
  | 'session'
  | 'rules'
  | 'transport'
  | 'limit'
  | 'unavailable'
  | 'unexpected';

export type RequestOutcome = 'accepted' | 'unchanged' | 'refused';

/** What the metrics read from the running server when they are scraped. */
export interface MetricsSources {
  connectedSockets: () => number;
  playersHere: () => number;
  openGames: () => Promise<number>;
  deadlinesPending: () => number;
}

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The server's metrics in the Prometheus text format (`GET /metrics`, see http-app.ts), one registry
 * per server so that several servers in one test process never mix their figures. Names start with
 * `unsayable_`; Node's own (heap, RSS, event-loop delay, GC) come from prom-client's defaults.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'unsayable_requests_total',
    help: 'Requests answered, by type and outcome (refused ones also by kind of refusal)',
    labelNames: ['type', 'outcome', 'refusal'] as const,
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'unsayable_request_duration_seconds',
    help: 'From a request reaching the request path to its acknowledgement',
    labelNames: ['type'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly commitSeconds = new Histogram({
    name: 'unsayable_commit_duration_seconds',
    help: 'One commit to the store (the transaction of an accepted request)',
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly views = new Counter({
    name: 'unsayable_views_sent_total',
    help: 'Views sent to players (each player of a change gets their own)',
    registers: [this.registry],
  });
  private readonly viewBytes = new Counter({
    name: 'unsayable_view_bytes_total',
    help: 'Bytes of JSON in the views sent',
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          this.set(await read());
        },
      });
    gauge(
      'unsayable_connected_sockets',
      'Socket.IO connections open on this process',
      sources.connectedSockets,
    );
    gauge(
      'unsayable_players_connected',
      'Players with at least one connection to this process',
      sources.playersHere,
    );
    gauge(
      'unsayable_games_open',
      'Games in the store not finished (new or active), seen from this process',
      sources.openGames,
    );
    gauge('unsayable_deadlines_pending', 'Turn deadlines this process has armed', sources.deadlinesPending);
  }

  /** Starts timing a request; the returned function records its end with its outcome. */
  requestStarted(type: RequestType | 'unknown'): (outcome: RequestOutcome, refusal?: RefusalKind) => void {
    const end = this.requestSeconds.startTimer({ type });
    return (outcome, refusal) => {
      end();
      this.requests.inc({ type, outcome, refusal: outcome === 'refused' ? (refusal ?? 'rules') : '' });
    };
  }

  /** A refusal before a request reached the request path (rate, size, envelope, unknown events). */
  transportRefusal(): void {
    this.requests.inc({ type: 'unknown', outcome: 'refused', refusal: 'transport' });
  }

  commitTimer(): () => void {
    const end = this.commitSeconds.startTimer();
    return () => {
      end();
    };
  }

  viewSent(bytes: number): void {
    this.views.inc();
    this.viewBytes.inc(bytes);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
