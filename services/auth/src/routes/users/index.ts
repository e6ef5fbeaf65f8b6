import { auth, type Category, RegisterBody, UpdateCategoryBody, UpdateProfileBody } from '@academy/contracts';
import { assertSelfOrAdmin, conflict, enqueueEvent } from '@academy/kit';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { findUserById, isDuplicateEmail, updateUser } from '../../domain/accounts.ts';
import { hashPassword } from '../../domain/secrets.ts';
import { toProfile, toUser, toUserState } from '../../domain/user-view.ts';
import { UserIdParams } from '../params.ts';

const emailTaken = () => conflict('An account with this e-mail already exists', 'EMAIL_TAKEN');

export const registerUserRoutes = (app: FastifyInstance, { db, guards, relay }: AuthContext) => {
  app.post('/users', { schema: { body: RegisterBody } }, async (request, reply) => {
    const body = request.body as RegisterBody;
    const passwordHash = await hashPassword(body.password);
    const row = await db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            fullName: body.fullName.trim(),
            email: body.email.trim(),
            passwordHash,
            category: body.category,
          })
          .returning();
        if (!created) throw new Error('insert returned nothing');
        await enqueueEvent(tx, auth.userRegistered, toUserState(created), request.id);
        return created;
      })
      .catch((error) => {
        throw isDuplicateEmail(error) ? emailTaken() : error;
      });
    relay.wake();
    return reply.status(201).send({ user: toUser(row) });
  });

  app.get('/users/me', { preHandler: guards.user }, async (request) => ({
    user: toUser(await findUserById(db, request.user!.id)),
  }));

  app.get(
    '/users/:id/profile',
    { preHandler: guards.user, schema: { params: UserIdParams } },
    async (request) => {
      const { id } = request.params as { id: string };
      assertSelfOrAdmin(request.user, id);
      return { user: toProfile(await findUserById(db, id)) };
    },
  );

  app.patch(
    '/users/:id/profile',
    { preHandler: guards.user, schema: { params: UserIdParams, body: UpdateProfileBody } },
    async (request) => {
      const { id } = request.params as { id: string };
      assertSelfOrAdmin(request.user, id);
      const body = request.body as UpdateProfileBody;
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

  app.put(
    '/users/:id/category',
    { preHandler: guards.user, schema: { params: UserIdParams, body: UpdateCategoryBody } },
    async (request) => {
      const { id } = request.params as { id: string };
      assertSelfOrAdmin(request.user, id);
      const { category } = request.body as { category: Category };
      const row = await db.transaction((tx) => updateUser(tx, id, { category }, request.id));
      relay.wake();
      return { user: toUser(row) };
    },
  );
};
