import {
  ProfileReply,
  RegisterBody,
  UpdateProfileBody,
  UpdateProfileReply,
  UserReply,
} from '@academy/contracts';
import { type App, conflict } from '@academy/kit';
import { registerUser } from '../../commands/register-user.ts';
import { changeUser, isDuplicateEmail } from '../../commands/update-user.ts';
import type { AuthContext } from '../../context.ts';
import { toProfile, toUser } from '../../queries/user-view.ts';
import { findUserById } from '../../queries/users.ts';
import { ownAccount } from '../params.ts';

const emailTaken = () => conflict('An account with this e-mail already exists', 'EMAIL_TAKEN');

export const registerUserRoutes = (app: App, { db, guards, relay }: AuthContext) => {
  app.post(
    '/users',
    { schema: { body: RegisterBody, response: { 201: UserReply } } },
    async (request, reply) => {
      const row = await registerUser(db, request.body, request.id).catch((error) => {
        throw isDuplicateEmail(error) ? emailTaken() : error;
      });
      relay.wake();
      return reply.status(201).send({ user: toUser(row) });
    },
  );

  app.get(
    '/users/me',
    { preHandler: guards.user, schema: { response: { 200: UserReply } } },
    async (request) => ({
      user: toUser(await findUserById(db, request.user!.id)),
    }),
  );

  app.get('/users/:id/profile', ownAccount(guards, { response: { 200: ProfileReply } }), async (request) => ({
    user: toProfile(await findUserById(db, request.params.id)),
  }));

  app.patch(
    '/users/:id/profile',
    ownAccount(guards, { body: UpdateProfileBody, response: { 200: UpdateProfileReply } }),
    async (request) => {
      const body = request.body;
      const changes = {
        fullName: body.fullName?.trim(),
        email: body.email?.trim(),
        phoneNumber: body.phone_number,
        address: body.address,
        language: body.language,
        timezone: body.timezone,
        billingCycle: body.billingCycle,
      };
      const row = await changeUser(db, request.params.id, changes, request.id).catch((error) => {
        throw isDuplicateEmail(error) ? emailTaken() : error;
      });
      relay.wake();
      return { user: toProfile(row), message: 'Profile updated successfully' };
    },
  );
};
