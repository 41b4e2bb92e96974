/**
 * Group commit for calls that each need one statement (decisions 88 and 122): one run at a time; the calls that
 * arrive while it runs go together into the next run, so under load one statement answers many requests, and a
 * lone call runs on the next turn of the event loop (the calls of requests handled in the same turn share it).
 * A call is never answered by a run sent before it arrived, and every caller waits for its own answer. The queue
 * holds one entry per call still waiting, so it is bounded by the requests in flight.
 */
export interface GroupRuns<Item, Answer> {
  /** The answer for `item`, from the first run sent after this call; rejects if that run failed. */
  call(item: Item): Promise<Answer>;
  /** Resolves when every call made so far is answered or has failed (for shutdown). */
  settled(): Promise<void>;
}

/** `run` answers a group of at most `max` items, one answer per item in the same order. */
export function createGroupRuns<Item, Answer>(run: (items: Item[]) => Promise<Answer[]>, max: number): GroupRuns<Item, Answer> {
  let queue: { item: Item; resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = [];
  let running: Promise<void> | null = null;

  async function runAll() {
    while (queue.length > 0) {
      const group = queue.slice(0, max);
      queue = queue.slice(group.length);
      try {
        const answers = await run(group.map((waiting) => waiting.item));
        group.forEach((waiting, i) => waiting.resolve(answers[i]!));
      } catch (error) {
        for (const waiting of group) waiting.reject(error);
      }
    }
    running = null;
  }

  return {
    call(item) {
      return new Promise<Answer>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        running ??= new Promise<void>((started) => setImmediate(started)).then(runAll);
      });
    },
    async settled() {
      while (running) await running;
    },
  };
}
