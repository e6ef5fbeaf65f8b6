import * as http from '@academy/contracts/http';
import { type App, badRequest, HttpError, withUser } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { changePasswordEndingOtherLogins } from '../../sessions/password-change.ts';
import { routeTable } from '../route-table.ts';

const tags = ['userProfile'];
// One byte past the auth service's own limit: a longer file reaches the service as too long, and the
// service refuses it; a file cut at exactly the limit would look complete.
const AVATAR_PASS_BYTES = 2 * 1024 * 1024 + 1;

export const registerUserProfileRoutes = (api: App, context: BffContext) => {
  const { guards, clients } = context;
  const { auth, orders } = clients;
  const signedIn = routeTable(api, { tags, guard: guards.user });

  signedIn.get(
    '/userProfile/profile',
    { reply: http.ProfileReply },
    withUser((request) => auth.profile(request.user.id, request)),
  );
  // "Send again": a new link confirming the caller's address (the service throttles it, 429).
  signedIn.post(
    '/userProfile/send-confirmation',
    { reply: http.MessageReply },
    withUser((request) => auth.sendAddressConfirmation(request.user.id, request)),
  );

  // Orders owns the billing cycle and decides where a chosen one goes (the live subscription's, priced
  // first, or the next one's) and answers the cycle in force. The form's cycle goes there first, so a
  // refusal saves nothing of the form; the rest goes to auth, whose copy of the cycle follows orders'
  // event a moment later: the reply shows orders' answer rather than that copy.
  signedIn.put(
    '/userProfile/updateprofile',
    { body: http.UpdateProfileBody, reply: http.UpdateProfileReply },
    withUser(async (request) => {
      const { billingCycle, ...account } = request.body;
      const userId = request.user.id;
      if (!billingCycle) return auth.updateProfile(userId, account, request);
      const chosen = await orders.chooseBillingCycle({ billingCycle }, request);
      const saved = await auth.updateProfile(userId, account, request);
      return { ...saved, user: { ...saved.user, billingCycle: chosen.billingCycle } };
    }),
  );

  signedIn.put(
    '/userProfile/change-password',
    { body: http.ChangePasswordBody, reply: http.MessageReply },
    withUser((request) => changePasswordEndingOtherLogins(context, request)),
  );

  signedIn.put(
    '/userProfile/avatar',
    { consumes: ['multipart/form-data'], reply: http.AvatarReply },
    withUser(async (request) => {
      if (!request.isMultipart())
        throw badRequest('Send the image as multipart/form-data in the field avatar');
      const file = await request.file({ limits: { fileSize: AVATAR_PASS_BYTES, files: 1 } });
      if (file?.fieldname !== 'avatar') throw badRequest('avatar is required');
      try {
        return await auth.uploadAvatar(request.user.id, file.file, request);
      } catch (error) {
        // The multipart limit cut the stream short: say so rather than blame the service.
        if (file.file.truncated) {
          throw new HttpError(413, 'The avatar image is larger than 2 MB', 'FILE_TOO_LARGE');
        }
        throw error;
      }
    }),
  );

  signedIn.get('/userProfile/subscription', { reply: http.SubscriptionReply }, (request) =>
    orders.subscription(request),
  );

  // What the switch would charge, shown and confirmed before `PUT /userProfile/billing-cycle`, which
  // carries the preview's `prorationDate` so the charge is the amount shown.
  signedIn.get(
    '/userProfile/billing-cycle/preview',
    { querystring: http.BillingCyclePreviewQuery, reply: http.BillingCyclePreviewReply },
    (request) => orders.previewBillingCycle(request.query.billingCycle, request),
  );

  signedIn.put(
    '/userProfile/billing-cycle',
    { body: http.BillingCycleBody, reply: http.BillingCycleReply },
    async (request) => {
      const { billingCycle } = await orders.chooseBillingCycle(request.body, request);
      return { billingCycle, message: 'Billing cycle updated' };
    },
  );

  signedIn.get(
    '/userProfile/preferences',
    { reply: http.PreferencesReply },
    withUser((request) => auth.preferences(request.user.id, request)),
  );

  signedIn.put(
    '/userProfile/preferences',
    { body: http.Preferences, reply: http.PreferencesReply },
    withUser((request) => auth.savePreferences(request.user.id, request.body, request)),
  );

  /** Avatar images are public; streamed through from the auth service with its caching headers. */
  api.get(
    '/avatars/*',
    { config: { access: 'public' }, schema: { tags, hide: true, params: http.WildcardParams } },
    async (request, reply) => {
      // Only an avatar's own path goes on: `..%2f..%2fhealthz` would otherwise reach another route of
      // the auth service once the URL is resolved.
      const path = request.params['*'];
      const response = http.AVATAR_PATH.test(path) ? await auth.avatar(path) : undefined;
      if (!response?.ok || !response.body) {
        return reply.status(404).send({ message: 'Avatar not found', code: 'NOT_FOUND' });
      }
      for (const header of ['content-type', 'content-length', 'cache-control', 'x-content-type-options']) {
        const value = response.headers.get(header);
        if (value) reply.header(header, value);
      }
      return reply.send(response.body);
    },
  );
};
