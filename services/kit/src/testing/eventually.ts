/** Retries an assertion until it holds (events arrive asynchronously) or the time runs out. */
export const eventually = async <T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

/** Probes until `ok` holds or the time runs out, and returns the last value for the test to assert on. */
export const waitUntil = async <T>(
  probe: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
