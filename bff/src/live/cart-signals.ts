import { cart, type EventData } from '@academy/contracts';
import { createListenerRegistry, type LiveOptions, subscribeLive } from './live-subscriptions.ts';

/** Tells a learner's open cart streams their new item count whenever the cart service announces one. */
export const startCartSignals = (options: LiveOptions) => {
  const registry = createListenerRegistry<number>();
  const live = subscribeLive(options, [cart.cartChanged.subject], (data) => {
    const { userId, itemCount } = data as EventData<typeof cart.cartChanged>;
    registry.notify(userId, itemCount);
  });
  return {
    /** Calls `listener` with the item count after each change to the learner's cart. */
    watch: (userId: string, listener: (itemCount: number) => void) => registry.watch(userId, listener),
    close: live.close,
  };
};

export type CartSignals = ReturnType<typeof startCartSignals>;
