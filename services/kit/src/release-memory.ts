import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type CollectGarbage = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * One collection that reduces memory: V8 gives back what a burst of garbage made it grow (a young
 * generation at its largest, freed pages it keeps pooled), which it otherwise keeps resident in a process
 * that has gone quiet, since only allocation triggers its collections. Takes a fraction of a second.
 *
 * Loading a process's modules is such a burst: some 200 MB of garbage (Node hands the loader drizzle-orm's
 * 180 KB package.json again for every one of its files), so a server calls this once it has started.
 */
export const releaseMemory = () => {
  setFlagsFromString('--expose-gc');
  // A Node whose V8 no longer takes the flag once running starts all the same, only without this.
  const collectGarbage = runInNewContext('typeof gc === "function" ? gc : undefined') as
    | CollectGarbage
    | undefined;
  setFlagsFromString('--no-expose-gc');
  collectGarbage?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
};

const CHECK_EVERY_MS = 30_000;
/** Shares of one core used over a check's interval: at least BUSY is a busy spell, under IDLE is quiet. */
const BUSY = 0.1;
const IDLE = 0.05;

/**
 * After a busy spell (a rush of requests), once the process has been quiet for a whole interval, calls
 * `releaseMemory`, so what the spell grew does not stay resident until the next one. Reads only the
 * process's own CPU time, every 30 s: nothing on the request path. Returns a function that stops it.
 */
export const releaseMemoryWhenIdle = (options: { checkEveryMs?: number } = {}) => {
  const interval = options.checkEveryMs ?? CHECK_EVERY_MS;
  let before = process.cpuUsage();
  let busySinceRelease = false;
  const timer = setInterval(() => {
    const used = process.cpuUsage(before);
    before = process.cpuUsage();
    const share = (used.user + used.system) / 1000 / interval;
    if (share >= BUSY) busySinceRelease = true;
    else if (share < IDLE && busySinceRelease) {
      busySinceRelease = false;
      releaseMemory();
    }
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
};
