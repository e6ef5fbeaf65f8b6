import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';

export const MAX_QUERY_RETRIES = 3;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

function isClientError(error: FetchBaseQueryError): boolean {
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Queries are retried on network and server errors; mutations never (they may not be idempotent). */
export function shouldRetry(error: FetchBaseQueryError, attempt: number, api: Pick<BaseQueryApi, 'type'>) {
  return api.type === 'query' && attempt <= MAX_QUERY_RETRIES && !isClientError(error);
}

export function backoff(attempt: number, _maxRetries: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, retryDelayMs(attempt));
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}
