import {
  ProfileReply,
  RegisterBody,
  UpdateProfileBody,
  UpdateProfileReply,
  UserReply,
} from '@academy/contracts';
import { type App, assertSelfOrAdmin, conflict } from '@academy/kit';
import { registerUser } from '../../commands/register-user.ts';
import { isDuplicateEmail, updateUser } from '../../commands/update-user.ts';
import type { AuthContext } from '../../context.ts';
import { toProfile, toUser } from '../../queries/user-view.ts';
import { findUserById } from '../../queries/users.ts';
import { UserIdParams } from '../params.ts';

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

  app.get(
    '/users/:id/profile',
    { preHandler: guards.user, schema: { params: UserIdParams, response: { 200: ProfileReply } } },
    async (request) => {
      const { id } = request.params;
      assertSelfOrAdmin(request.user, id);
      return { user: toProfile(await findUserById(db, id)) };
    },
  );

  app.patch(
    '/users/:id/profile',
    {
      preHandler: guards.user,
      schema: { params: UserIdParams, body: UpdateProfileBody, response: { 200: UpdateProfileReply } },
    },
    async (request) => {
      const { id } = request.params;
      assertSelfOrAdmin(request.user, id);
      const body = request.body;
      const row = await db
        .transaction((tx) =>
          updateUser(
            tx,
            id,
            {
              fullName: body.fullName?.trim(),
              email: body.email?.trim(),
              phoneNumber: body.phone_number,
              address: body.address,
              language: body.language,
              timezone: body.timezone,
              billingCycle: body.billingCycle,
            },
            request.id,
          ),
        )
        .catch((error) => {
          throw isDuplicateEmail(error) ? emailTaken() : error;
        });
      relay.wake();
      return { user: toProfile(row), message: 'Profile updated successfully' };
    },
  );
};
