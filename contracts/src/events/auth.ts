import { Type } from 'typebox';
import { Nullable } from '../http/common.ts';
import { defineEvent } from './envelope.ts';

const UserState = {
  userId: Type.String({ format: 'uuid' }),
  fullName: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('USER'), Type.Literal('ADMIN')]),
  category: Nullable(Type.String()),
};

export const userRegistered = defineEvent('auth.user.registered.v1', Type.Object(UserState), {
  userId: '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'USER',
  category: 'student',
});

export const userUpdated = defineEvent(
  'auth.user.updated.v1',
  Type.Object({ ...UserState, avatarUrl: Nullable(Type.String()) }),
  {
    userId: '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4',
    fullName: 'Ada King',
    email: 'ada@example.com',
    role: 'USER',
    category: 'professional',
    avatarUrl: '/api/v1/media/avatars/0b6f1d2e.png',
  },
);
