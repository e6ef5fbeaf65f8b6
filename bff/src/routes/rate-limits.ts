import type { BffContext } from '../context.ts';

/** Per-client attempt limit for paths that guess secrets (login, password reset). */
export const authAttemptLimit = ({ config }: BffContext) => ({
  rateLimit: {
    max: config.AUTH_RATE_LIMIT,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: unknown, context: { after: string }) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  },
});
