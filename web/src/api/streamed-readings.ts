/**
 * Shows the readings a live stream sends (its events' JSON text) in their query's cache entry with `show`. A read
 * of the same entry that left before a reading (the refetch after a submission, on a busy server) can land after
 * it with the state before: the reading, newer, is shown again once that read is in (`runningRead`), unless a
 * newer reading came meanwhile. The function returned answers whether a reading changed what an earlier one said
 * (not for the first, nor for a repeat, which shows nothing).
 */
export function streamedReadings(
  show: (text: string) => void,
  runningRead: () => PromiseLike<unknown> | undefined,
) {
  let last: string | undefined;
  return (text: string) => {
    if (text === last) return false;
    const changed = last !== undefined;
    last = text;
    show(text);
    const showUnlessOvertaken = () => {
      if (last === text) show(text);
    };
    void runningRead()?.then(showUnlessOvertaken, showUnlessOvertaken);
    return changed;
  };
}
