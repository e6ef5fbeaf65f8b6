import { vi } from 'vitest';

/**
 * Lets the app's requests through to a stubbed `fetch` in a test: in a page, '/api/v1/…' is on the page's
 * origin, but Node's Request takes neither a relative URL nor jsdom's AbortSignal (which these tests never use).
 * Undone by `vi.unstubAllGlobals()`.
 */
export function acceptRelativeRequests() {
  const NodeRequest = Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: string, init?: RequestInit) {
        super(new URL(input, 'http://localhost'), { ...init, signal: null });
      }
    },
  );
}
