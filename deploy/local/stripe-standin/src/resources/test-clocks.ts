import { runClockTo } from '../billing/renewals.ts';
import type { StandInContext } from '../context.ts';
import { invalidParam, invalidRequest } from '../errors.ts';
import { newId, nowSeconds } from '../ids.ts';
import type { TestClock } from '../objects.ts';
import { readParams } from '../params.ts';
import type { App, ById, Collection } from '../routes.ts';

/**
 * Test clocks: customers created with `test_clock` live at its frozen time. Advancing answers `advancing` at
 * once and runs renewals and retries just after, then the clock is `ready` again (poll it, as with Stripe).
 */
export const registerTestClockRoutes = (app: App, context: StandInContext) => {
  const clockById = (id: string) => context.store.get<TestClock>(id, 'test_helpers.test_clock', 'test_clock');

  app.post<Collection>('/v1/test_helpers/test_clocks', async (request) => {
    const params = readParams(request.body);
    const created = nowSeconds();
    const clock: TestClock = context.store.save({
      id: newId('clock'),
      object: 'test_helpers.test_clock',
      created,
      deletes_after: created + 30 * 24 * 60 * 60,
      frozen_time: params.integer('frozen_time'),
      livemode: false,
      name: params.optionalString('name') ?? null,
      status: 'ready',
      status_details: {},
    });
    context.events.emit('test_helpers.test_clock.created', clock);
    return clock;
  });

  app.get<ById>('/v1/test_helpers/test_clocks/:id', async (request) => clockById(request.params.id));

  app.post<ById>('/v1/test_helpers/test_clocks/:id/advance', async (request) => {
    const clock = clockById(request.params.id);
    const frozenTime = readParams(request.body).integer('frozen_time');
    if (clock.status !== 'ready') {
      throw invalidRequest('The test clock is currently advancing; wait until its status is `ready`.');
    }
    if (frozenTime <= clock.frozen_time) {
      throw invalidParam(
        'frozen_time',
        'The frozen time must be after the current frozen time of the test clock.',
      );
    }
    clock.status = 'advancing';
    clock.status_details = { advancing: { target_frozen_time: frozenTime } };
    context.events.emit('test_helpers.test_clock.advancing', clock);
    context.timers.after(0, () => {
      runClockTo(context, clock, frozenTime);
      clock.status = 'ready';
      clock.status_details = {};
      context.events.emit('test_helpers.test_clock.ready', clock);
    });
    return clock;
  });

  app.delete<ById>('/v1/test_helpers/test_clocks/:id', async (request) => {
    const clock = clockById(request.params.id);
    context.store.remove(clock.id);
    return { id: clock.id, object: 'test_helpers.test_clock', deleted: true };
  });
};
