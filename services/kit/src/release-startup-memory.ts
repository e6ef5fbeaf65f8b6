import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type CollectGarbage = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * Loading a process's modules leaves some 200 MB of garbage behind (Node hands the loader drizzle-orm's
 * 180 KB package.json again for every one of its files it loads), and V8 keeps what it grew for it
 * resident — a young generation at its largest, freed pages pooled — until a collection that reduces
 * memory, which an idle server never triggers. One such collection once the process has started (its
 * modules loaded, migrations run, caches filled) gives that memory back; it takes a fraction of a second.
 */
export const releaseStartupMemory = () => {
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as CollectGarbage;
  setFlagsFromString('--no-expose-gc');
  collectGarbage({ type: 'major', execution: 'sync', flavor: 'last-resort' });
};
