import {
  AvatarReply,
  BillingCycleBody,
  BillingCycleReply,
  ChangePasswordBody,
  MessageReply,
  Preferences,
  PreferencesReply,
  ProfileReply,
  SubscriptionReply,
  UpdateProfileBody,
  UpdateProfileReply,
  WildcardParams,
} from '@academy/contracts';
import { type App, badRequest, HttpError } from '@academy/kit';
import type { BffContext } from '../../context.ts';

const tags = ['userProfile'];
// One byte past the auth service's own limit: a longer file reaches the service as too long, and the
// service refuses it; a file cut at exactly the limit would look complete.
const AVATAR_PASS_BYTES = 2 * 1024 * 1024 + 1;

export const registerUserProfileRoutes = (api: App, { guards, clients }: BffContext) => {
  const { auth, orders } = clients;
  const signedIn = { preHandler: guards.user };

  api.get(
    '/userProfile/profile',
    { ...signedIn, schema: { tags, response: { 200: ProfileReply } } },
    (request) => auth.profile(request.user!.id, request),
  );

  api.put(
    '/userProfile/updateprofile',
    { ...signedIn, schema: { tags, body: UpdateProfileBody, response: { 200: UpdateProfileReply } } },
    async (request) => {
      // The form's billing cycle is the subscription's too: Stripe's price moves first, as below.
      const { billingCycle } = request.body;
      if (billingCycle) await orders.changeBillingCycle(billingCycle, request);
      return auth.updateProfile(request.user!.id, request.body, request);
    },
  );

  api.put(
    '/userProfile/change-password',
    { ...signedIn, schema: { tags, body: ChangePasswordBody, response: { 200: MessageReply } } },
    (request) => auth.changePassword(request.user!.id, request.body, request),
  );

  api.put(
    '/userProfile/avatar',
    { ...signedIn, schema: { tags, consumes: ['multipart/form-data'], response: { 200: AvatarReply } } },
    async (request) => {
      if (!request.isMultipart())
        throw badRequest('Send the image as multipart/form-data in the field avatar');
      const file = await request.file({ limits: { fileSize: AVATAR_PASS_BYTES, files: 1 } });
      if (file?.fieldname !== 'avatar') throw badRequest('avatar is required');
      try {
        return await auth.uploadAvatar(request.user!.id, file.file, request);
      } catch (error) {
        // The multipart limit cut the stream short: say so rather than blame the service.
        if (file.file.truncated) {
          throw new HttpError(413, 'The avatar image is larger than 2 MB', 'FILE_TOO_LARGE');
        }
        throw error;
      }
    },
  );

  api.get(
    '/userProfile/subscription',
    { ...signedIn, schema: { tags, response: { 200: SubscriptionReply } } },
    (request) => orders.subscription(request),
  );

  // Both places move: the Stripe subscription first (its price swap can be refused, and then the
  // profile keeps the cycle actually paid), then the profile.
  api.put(
    '/userProfile/billing-cycle',
    { ...signedIn, schema: { tags, body: BillingCycleBody, response: { 200: BillingCycleReply } } },
    async (request) => {
      const { billingCycle } = request.body;
      await orders.changeBillingCycle(billingCycle, request);
      return auth.updateBillingCycle(request.user!.id, billingCycle, request);
    },
  );

  api.get(
    '/userProfile/preferences',
    { ...signedIn, schema: { tags, response: { 200: PreferencesReply } } },
    (request) => auth.preferences(request.user!.id, request),
  );

  api.put(
    '/userProfile/preferences',
    { ...signedIn, schema: { tags, body: Preferences, response: { 200: PreferencesReply } } },
    (request) => auth.savePreferences(request.user!.id, request.body, request),
  );

  /** Avatar images are public; streamed through from the auth service with its caching headers. */
  api.get('/avatars/*', { schema: { tags, hide: true, params: WildcardParams } }, async (request, reply) => {
    const response = await auth.avatar(request.params['*']);
    if (!response.ok || !response.body) {
      return reply.status(404).send({ message: 'Avatar not found', code: 'NOT_FOUND' });
    }
    for (const header of ['content-type', 'content-length', 'cache-control', 'x-content-type-options']) {
      const value = response.headers.get(header);
      if (value) reply.header(header, value);
    }
    return reply.send(response.body);
  });
};
