import type { TSchema } from 'typebox';
import type { CatalogueContext } from '../context.ts';

type RouteSchema = {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
};

/** What the administrators' routes share: their guard, and publishing a command's events soon after it. */
export const adminRoutes = ({ guards, wakeRelay }: Pick<CatalogueContext, 'guards' | 'wakeRelay'>) => ({
  /** Options of a route only administrators may call. */
  admin: <S extends RouteSchema>(schema: S) => ({ onRequest: guards.role('ADMIN'), schema }),
  /** Awaits a command that wrote events to the outbox, then has the relay publish them. */
  announced: async <T>(command: Promise<T>) => {
    const result = await command;
    wakeRelay();
    return result;
  },
});
