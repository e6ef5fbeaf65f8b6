/**
 * Opens a Server-Sent Events stream and reads the data of its events as they arrive: `next()` the next event's,
 * `next(name)` the next event's of that name (skipping others).
 */
export const openServerEvents = async <T>(url: string, headers: Record<string, string>) => {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async <D = T>(name?: string): Promise<D> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const data = lines.find((line) => line.startsWith('data: '));
        const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
        if (data && (name === undefined || event === name)) return JSON.parse(data.slice(6));
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  };
  return { response, next, close: () => abort.abort() };
};
