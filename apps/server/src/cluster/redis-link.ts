import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * The connections of one server process to Redis: `commands` for presence and publishing,
 * `subscriber` for the Socket.IO adapter's subscriptions (a subscribed connection takes no other
 * commands). Both reconnect by themselves, each on its own schedule; `onRecovered` runs each time
 * both are back after either was lost and the adapter's subscriptions are made again, for what must
 * be said again (presence) or sent again (views published meanwhile, which no process received).
 */
export class RedisLink {
  private readonly recovered: (() => void)[] = [];

  /** Subscriptions that failed (Redis away), with what they were made with, to make again. */
  private readonly failedSubscriptions = new Map<string, Parameters<RedisClient['sSubscribe']>>();
  /** Subscriptions sent and not yet answered (some wait in the subscriber's queue for Redis). */
  private readonly subscriptionsInFlight = new Set<Promise<unknown>>();
  /** Whether a connection was lost since the last recovery. */
  private lost = false;
  /** The subscriber as the Socket.IO adapter gets it: see `subscriberForAdapter`. */
  readonly adapterSubscriber: RedisClient;

  private constructor(
    readonly commands: RedisClient,
    readonly subscriber: RedisClient,
    private readonly log: Logger,
  ) {
    this.adapterSubscriber = this.subscriberForAdapter();
  }

  /**
   * The adapter subscribes to a player's channel when the player's first connection arrives here,
   * and does not handle a failed subscription. With Redis away that would be an unhandled
   * rejection, and the player would never hear of changes made on other processes: the failure is
   * logged instead, and the subscription made again when Redis is back.
   */
  private subscriberForAdapter(): RedisClient {
    const { subscriber, failedSubscriptions, subscriptionsInFlight, log } = this;
    return new Proxy(subscriber, {
      get(target, property, receiver) {
        if (property === 'sSubscribe') {
          return (...args: Parameters<RedisClient['sSubscribe']>) => {
            const [channels] = args;
            for (const channel of [channels].flat()) failedSubscriptions.delete(channel);
            const made = target.sSubscribe(...args).catch((err: unknown) => {
              log.warn({ err }, 'redis subscription failed; made again when redis is back');
              for (const channel of [channels].flat()) failedSubscriptions.set(channel, args);
            });
            subscriptionsInFlight.add(made);
            void made.finally(() => subscriptionsInFlight.delete(made));
            return made;
          };
        }
        if (property === 'sUnsubscribe') {
          return (...args: Parameters<RedisClient['sUnsubscribe']>) => {
            for (const channel of [args[0] ?? []].flat()) failedSubscriptions.delete(channel);
            return target.sUnsubscribe(...args).catch((err: unknown) => {
              log.warn({ err }, 'redis unsubscription failed');
            });
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
  }

  /**
   * Once both connections are back after a loss: makes again the subscriptions that failed while
   * Redis was away, waits for every subscription in flight to be answered, then runs the recovery
   * callbacks. Views sent again before that could be followed by a change published before a
   * player's subscription exists, or before the commands connection can publish at all, and that
   * view would be lost with nothing left to repair it.
   */
  private async recover(): Promise<void> {
    if (!this.lost || !this.commands.isReady || !this.subscriber.isReady) return;
    this.lost = false;
    const failed = [...new Set(this.failedSubscriptions.values())];
    this.failedSubscriptions.clear();
    for (const args of failed) void this.adapterSubscriber.sSubscribe(...args);
    await Promise.allSettled([...this.subscriptionsInFlight]);
    // Lost again while waiting: the next return runs the callbacks.
    if (this.lost) return;
    for (const callback of this.recovered) callback();
  }

  static async connect(url: string, log: Logger): Promise<RedisLink> {
    const socket = {
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2_000),
      connectTimeout: 5_000,
    };
    // Commands fail at once while Redis is away rather than wait in a queue: a view's publication
    // must not hold up the acknowledgement (the views are sent again when Redis is back), and
    // presence is said again then too. Subscriptions keep their queue: they are made on return.
    const commands = createClient({ url, socket, disableOfflineQueue: true });
    const subscriber = createClient({ url, socket });
    const link = new RedisLink(commands, subscriber, log);
    for (const [name, client] of [
      ['commands', commands],
      ['subscriber', subscriber],
    ] as const) {
      let lost = false;
      // Without a listener an error event would end the process; the client reconnects by itself.
      client.on('error', (err: unknown) => {
        if (!lost) log.warn({ err, client: name }, 'redis connection lost');
        lost = true;
        link.lost = true;
      });
      client.on('ready', () => {
        if (!lost) return;
        lost = false;
        log.info({ client: name }, 'redis connection back');
        // What was published while either was away is lost: that is what the callbacks repair.
        void link.recover();
      });
    }
    await Promise.all([commands.connect(), subscriber.connect()]);
    return link;
  }

  onRecovered(callback: () => void): void {
    this.recovered.push(callback);
  }

  /**
   * Closes both connections, letting queued commands finish if Redis answers within `graceMs`;
   * past that (Redis away), they are dropped: a stopping server must not wait for Redis.
   */
  async close(graceMs = 1_000): Promise<void> {
    const clients = [this.commands, this.subscriber];
    const closed = Promise.allSettled(clients.map((client) => client.close()));
    const waited = await Promise.race([closed.then(() => true), delay(graceMs).then(() => false)]);
    if (!waited) for (const client of clients) if (client.isOpen) client.destroy();
  }
}
