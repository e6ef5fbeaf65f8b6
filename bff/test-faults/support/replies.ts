/** One reply (or failure to get one) the load received from the BFF. */
export interface LoggedReply {
  at: number;
  step: string;
  status: number;
  retryAfter: string | null;
  /** Set when no HTTP reply came: refused, reset or timed out. */
  error?: string;
}

export type ReplyBody = { status: number; json: Record<string, unknown> };

/** A 2xx reply. */
export const succeeded = (reply: ReplyBody) => reply.status >= 200 && reply.status < 300;

/**
 * A client of the BFF over HTTP that logs every reply and, like a careful client, tries again after a
 * 503 or a lost connection (after a short pause rather than the full Retry-After, to keep the suite short).
 */
export const createClient = (baseUrl: string, log: LoggedReply[]) => {
  const once = async (
    step: string,
    path: string,
    init: { method?: string; token?: string; body?: unknown },
  ): Promise<ReplyBody | undefined> => {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${baseUrl}/api/v1${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(15_000),
      });
      const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      log.push({
        at: Date.now(),
        step,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
      });
      return { status: response.status, json };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      log.push({ at: Date.now(), step, status: 0, retryAfter: null, error: cause });
      return undefined;
    }
  };

  /** Sends until the reply is neither a 503 nor a lost connection (or `accept` says done), within a bound. */
  const send = async (
    step: string,
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
    accept: (reply: ReplyBody) => boolean = () => true,
    boundMs = 90_000,
  ): Promise<ReplyBody> => {
    const deadline = Date.now() + boundMs;
    for (;;) {
      const reply = await once(step, path, init);
      if (reply && reply.status !== 503 && accept(reply)) return reply;
      if (Date.now() > deadline) throw new Error(`${step}: no acceptable reply within ${boundMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  return { send };
};

/**
 * Signs a new learner up and logs them in through `client`. A sign-up tried again after an earlier
 * try whose reply was lost did register is answered 201 too.
 */
export const signUpAndLogIn = async (
  client: ReturnType<typeof createClient>,
  learner: { fullName: string; email: string; password: string },
) => {
  await client.send(
    'sign-up',
    '/user/register',
    { method: 'POST', body: { ...learner, category: 'student' } },
    succeeded,
  );
  const { email, password } = learner;
  const login = await client.send(
    'login',
    '/user/login',
    { method: 'POST', body: { email, password } },
    succeeded,
  );
  return { token: String(login.json.token), userId: String((login.json.user as { id: string }).id) };
};
