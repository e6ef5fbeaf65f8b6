/**
 * Runs `work` now, and again `intervalMs` after each run ends, until stopped. A failed run goes to
 * `onError` and the next one comes as usual. `work` is told when stopping has begun (to end a long run
 * early); `stop` waits for a run in progress.
 */
export const repeatEvery = (
  intervalMs: number,
  work: (stopping: () => boolean) => Promise<unknown>,
  onError: (error: unknown) => void,
) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = work(() => stopped)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
