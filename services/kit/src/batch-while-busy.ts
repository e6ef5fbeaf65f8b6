/**
 * Group commit for one kind of statement or hop: `run` takes many calls' inputs and answers each, in order.
 * While fewer than `concurrency` batches are running a call starts at once, alone, so a quiet service
 * adds no wait; calls that come while that many run queue, and the queue goes out as the next batch
 * when one ends. A busy service thus sends one statement for many calls: every statement is a round
 * trip and a turn of a database process, which under a rush cost more than the work they carry.
 *
 * A batch holds at most `maxBatch` calls and, when `keyOf` is given, one call per key (calls on one row in
 * one statement would conflict): the others wait for a later batch, in the order they came. When a batch of several
 * fails, each of its calls is run alone, so that one call's failure is only its own.
 */
export const batchWhileBusy = <In, Out>(options: {
  run: (inputs: In[]) => Promise<Out[]>;
  keyOf?: (input: In) => string;
  concurrency: number;
  maxBatch: number;
}) => {
  type Waiting = { input: In; resolve: (output: Out) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let running = 0;

  const runAlone = (waiting: Waiting) =>
    options.run([waiting.input]).then(([output]) => waiting.resolve(output as Out), waiting.reject);

  const runBatch = async (batch: Waiting[]) => {
    running += 1;
    try {
      const outputs = await options.run(batch.map(({ input }) => input));
      for (const [index, waiting] of batch.entries()) waiting.resolve(outputs[index] as Out);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map(runAlone));
    } finally {
      running -= 1;
      startBatches();
    }
  };

  const startBatches = () => {
    while (running < options.concurrency && queue.length > 0) {
      const keys = new Set<string>();
      const batch: Waiting[] = [];
      const later: Waiting[] = [];
      for (const waiting of queue) {
        const key = options.keyOf?.(waiting.input);
        if (batch.length < options.maxBatch && (key === undefined || !keys.has(key))) {
          if (key !== undefined) keys.add(key);
          batch.push(waiting);
        } else later.push(waiting);
      }
      queue = later;
      void runBatch(batch);
    }
  };

  return (input: In) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      startBatches();
    });
};
