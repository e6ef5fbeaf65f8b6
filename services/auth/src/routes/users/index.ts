import {
  ProfileReply,
  RegisterBody,
  UpdateProfileBody,
  UpdateProfileReply,
  UserReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import { withUser } from '@academy/kit';
import { Type } from 'typebox';
import { registerUser } from '../../commands/register-user.ts';
import { saveProfile } from '../../commands/save-profile.ts';
import type { AuthContext } from '../../context.ts';
import { billingCycleOf } from '../../queries/billing-cycle.ts';
import { toProfile, toUser, unsavedUser } from '../../queries/user-view.ts';
import { findUserById } from '../../queries/users.ts';
import { ownAccount } from '../params.ts';

/**
 * The profile form without its billing cycle: orders owns that (the BFF sends it there), and the
 * profile shows auth's copy of it, so here it is an unknown field (400).
 */
const AccountProfileBody = Type.Omit(UpdateProfileBody, ['billingCycle'], { additionalProperties: false });

export const registerUserRoutes = (app: App, { db, config, guards, relay, passwords }: AuthContext) => {
  // A taken address gets the same 201 and reply shape as a new one (see the README): nothing is created
  // and its owner is mailed instead.
  app.post(
    '/users',
    { config: { access: 'public' }, schema: { body: RegisterBody, response: { 201: UserReply } } },
    async (request, reply) => {
      const created = await registerUser({ db, config, passwords }, request.body, request.id);
      relay.wake();
      return reply.status(201).send({ user: created ? toUser(created) : unsavedUser(request.body) });
    },
  );

  app.get(
    '/users/me',
    { onRequest: guards.user, schema: { response: { 200: UserReply } } },
    withUser(async (request) => ({
      user: toUser(await findUserById(db, request.user.id)),
    })),
  );

  app.get('/users/:id/profile', ownAccount(guards, { response: { 200: ProfileReply } }), async (request) => ({
    user: toProfile(await findUserById(db, request.params.id), await billingCycleOf(db, request.params.id)),
  }));

  app.patch(
    '/users/:id/profile',
    ownAccount(guards, { body: AccountProfileBody, response: { 200: UpdateProfileReply } }),
    async (request) => {
      const { saved, newAddress } = await saveProfile(
        { db, config, passwords },
        request.params.id,
        request.body,
        request.id,
      );
      relay.wake();
      const message = newAddress
        ? `Profile updated successfully. We sent a confirmation link to ${newAddress}: your e-mail address changes when you open it.`
        : 'Profile updated successfully';
      return { user: toProfile(saved, await billingCycleOf(db, saved.id)), message };
    },
  );
};
