import type { StandInContext } from '../context.ts';
import { nowSeconds } from '../ids.ts';
import type { Customer, TestClock } from '../objects.ts';

/** "Now" for a customer: its test clock's frozen time, or the real time when it has no clock. */
export const timeFor = (context: StandInContext, customerId: string | null) => {
  const customer = customerId ? context.store.find<Customer>(customerId, 'customer') : undefined;
  const clock = customer?.test_clock
    ? context.store.find<TestClock>(customer.test_clock, 'test_helpers.test_clock')
    : undefined;
  return clock?.frozen_time ?? nowSeconds();
};
