import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';

/**
 * The endpoint shapes most BFF slices repeat, as definition objects for `build.query`/`build.mutation`.
 * The builder's type arguments still set each hook's reply and argument types.
 */
type Tag = string | { type: string; id: string | number };

/** A query that GETs one fixed path and provides `tags`. */
export function fixedPathQuery<const Tags extends Tag[]>(url: string, ...tags: Tags) {
  return { query: () => url, providesTags: tags };
}

/** A mutation that sends its argument as the JSON body to a fixed path and invalidates `tags`. */
export function bodyMutation<const Tags extends Tag[]>(method: 'POST' | 'PUT', url: string, ...tags: Tags) {
  return { query: (body: unknown): FetchArgs => ({ url, method, body }), invalidatesTags: tags };
}

type Dispatch = BaseQueryApi['dispatch'];

/** An `onQueryStarted` that hands a successful reply to `apply`; a failed request changes nothing. */
export function onReply<Reply>(apply: (reply: Reply, dispatch: Dispatch) => void) {
  return async (
    _arg: unknown,
    { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: Reply }> },
  ) => {
    const reply = await queryFulfilled.catch(() => undefined);
    if (reply) apply(reply.data, dispatch);
  };
}
