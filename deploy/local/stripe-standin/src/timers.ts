/** Timers the stand-in schedules itself (session expiry, delayed settlements), all cancelled on stop. */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();

  after(ms: number, run: () => void) {
    // setTimeout fires at once for delays above 2^31-1 ms; nothing scheduled here waits longer than a day.
    const timer = setTimeout(
      () => {
        this.pending.delete(timer);
        run();
      },
      Math.min(Math.max(ms, 0), 2 ** 31 - 1),
    );
    timer.unref();
    this.pending.add(timer);
  }

  stop() {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
