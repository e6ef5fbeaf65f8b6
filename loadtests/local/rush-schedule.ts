import { percentile } from './recorder.ts';
import { type CpuMeter, type CpuUse, machineCpu } from './server-cpu.ts';

/** When learners arrive and submit: openings evenly over `openSeconds`, submissions over the next `submitSeconds`. */
export interface RushShape {
  learners: number;
  openSeconds: number;
  submitSeconds: number;
  /** Saves each learner makes between starting and submitting. */
  saves: number;
}

/** What the learner at `index` does at each moment of the rush; `start` answers what the later steps need. */
export interface LearnerSteps<Started> {
  open: (index: number) => Promise<unknown>;
  start: (index: number) => Promise<Started | undefined>;
  save: (index: number, started: Started, position: number) => Promise<unknown>;
  submit: (index: number, started: Started) => Promise<unknown>;
}

/** What a rush cost beside its latencies: the servers', the generator's and the whole machine's CPU. */
export interface RushCost {
  seconds: number;
  /** The serving processes' CPU (the academy's, or the bare server's). */
  cpu: CpuUse;
  /** This process's, the load generator's, in µs: its requests are made on the same cores. */
  generator: number;
  /** The whole machine's busy and total CPU over the rush, in µs. */
  machine: { busy: number; all: number };
  /** How late after its moment each learner's first requests left, p95 in ms: the generator's own delay. */
  arrivalDelayP95: number;
}

/**
 * Plays the rush's timetable: learner i arrives at i/N of the opening window, opens and starts; then it
 * saves at random moments before its submission, which falls at a moment spread evenly over the next
 * window (a shuffled order, so the first to arrive is not the first to submit). A moment already past (a
 * slow opening) is now. The same timetable drives the academy and the bare server, so the two compare.
 */
export const playRush = async <Started>(
  shape: RushShape,
  cpuMeter: CpuMeter,
  steps: LearnerSteps<Started>,
): Promise<RushCost> => {
  const openWithin = shape.openSeconds * 1000;
  const submitWithin = shape.submitSeconds * 1000;
  const submitOrder = shuffled(shape.learners);
  const stopMeter = await cpuMeter.start();
  const machineBefore = await machineCpu();
  const generatorBefore = process.cpuUsage();
  const rushStarted = performance.now();
  const at = (moment: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - (performance.now() - rushStarted))));
  const arrivalDelays: number[] = [];
  await Promise.all(
    Array.from({ length: shape.learners }, async (_, index) => {
      const arrival = (index / shape.learners) * openWithin;
      await at(arrival);
      arrivalDelays.push(performance.now() - rushStarted - arrival);
      await steps.open(index);
      const started = await steps.start(index);
      if (started === undefined) return;
      const submitAt = openWithin + (submitOrder[index]! / shape.learners) * submitWithin;
      const moments = Array.from(
        { length: shape.saves },
        () => openWithin + Math.random() * (submitAt - openWithin),
      ).sort((a, b) => a - b);
      for (const [position, moment] of moments.entries()) {
        await at(moment);
        await steps.save(index, started, position);
      }
      await at(submitAt);
      await steps.submit(index, started);
    }),
  );
  const seconds = (performance.now() - rushStarted) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  const machineAfter = await machineCpu();
  const cpu = await stopMeter();
  return {
    seconds,
    cpu,
    generator: generator.user + generator.system,
    machine: { busy: machineAfter.busy - machineBefore.busy, all: machineAfter.all - machineBefore.all },
    arrivalDelayP95: percentile(
      arrivalDelays.sort((a, b) => a - b),
      95,
    ),
  };
};

/** 0..n-1 in random order (Fisher–Yates). */
const shuffled = (n: number) => {
  const order = Array.from({ length: n }, (_, index) => index);
  for (let index = n - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
};
