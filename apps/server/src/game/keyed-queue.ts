/**
 * Runs tasks one at a time per key (a game code), in arrival order, while different keys run
 * concurrently. Two requests on one game never interleave their load → decide → commit. It counts
 * the tasks it holds (waiting or running), per key and in all, so that a caller can refuse work
 * beyond a bound instead of queueing it without end.
 */
export class KeyedQueue {
  private tails = new Map<string, Promise<unknown>>();
  private readonly counts = new Map<string, number>();
  private count = 0;

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.count++;
    const result = previous.then(task, task);
    const tail = result
      .catch(() => undefined)
      .then(() => {
        this.count--;
        const left = (this.counts.get(key) ?? 1) - 1;
        if (left === 0) this.counts.delete(key);
        else this.counts.set(key, left);
      });
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Tasks held under `key`: the one running and those waiting behind it. */
  held(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Tasks held under every key. */
  get heldInAll(): number {
    return this.count;
  }

  /** Resolves when every queued task has finished (for shutdown). */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
