import type { MailUnsubscribeBody, MailUnsubscribeReply, MessageReply } from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

/** The links mails carry: confirming the address, and unsubscribing (no login needed for either). */
export const mailLinksApi = bffApi.injectEndpoints({
  endpoints: (build) => ({
    confirmAddress: build.mutation<MessageReply, { token: string }>({
      query: ({ token }) => ({ url: `user/confirm-address/${encodeURIComponent(token)}`, method: 'POST' }),
      extraOptions: { unauthorized: 'passThrough' },
      invalidatesTags: ['Profile'],
    }),
    /** "Send again" on the profile (signed in). */
    sendAddressConfirmation: build.mutation<MessageReply, void>({
      query: () => ({ url: 'userProfile/send-confirmation', method: 'POST' }),
    }),
    unsubscribeSetting: build.query<MailUnsubscribeReply, { token: string }>({
      query: ({ token }) => `mail/unsubscribe/${encodeURIComponent(token)}`,
      extraOptions: { unauthorized: 'passThrough' },
    }),
    setUnsubscribeSetting: build.mutation<MailUnsubscribeReply, MailUnsubscribeBody & { token: string }>({
      query: ({ token, ...body }) => ({
        url: `mail/unsubscribe/${encodeURIComponent(token)}`,
        method: 'PUT',
        body,
      }),
      extraOptions: { unauthorized: 'passThrough' },
      invalidatesTags: ['Preferences'],
    }),
  }),
});

export const {
  useConfirmAddressMutation,
  useSendAddressConfirmationMutation,
  useUnsubscribeSettingQuery,
  useSetUnsubscribeSettingMutation,
} = mailLinksApi;
