import { Type } from 'typebox';
import { defineEvent } from './envelope.ts';

/** A learner's cart gained or lost a line; the header badge of every open tab follows it. */
export const cartChanged = defineEvent(
  'cart.cart.changed.v1',
  Type.Object({
    userId: Type.String({ format: 'uuid' }),
    itemCount: Type.Integer({ minimum: 0 }),
  }),
  { userId: '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4', itemCount: 2 },
);
