import type { BffContext } from '../../context.ts';
import { openEventStream } from '../../live/event-streams.ts';
import type { RouteTable } from '../route-table.ts';

/**
 * `GET /cart/events`: Server-Sent Events with the caller's cart item count (`event: count`, data
 * `{"itemCount":n}`), sent at once and again whenever the cart service announces a change to their
 * cart (live signals from NATS). Nothing runs on a timer but the heartbeat, so idle tabs cost nothing.
 */
export const registerCartEvents = (signedIn: RouteTable, { clients: { cart }, cartSignals }: BffContext) => {
  signedIn.events('/cart/events', {}, async (request, reply) => {
    const userId = request.user.id;
    // Watch before reading, so a change made meanwhile is not lost; the first answer decides the status.
    const pending: number[] = [];
    let send = (itemCount: number) => {
      pending.push(itemCount);
    };
    const stopWatching = cartSignals.watch(userId, (itemCount) => send(itemCount));
    let initial: number;
    try {
      initial = (await cart.items(userId, request)).length;
    } catch (error) {
      stopWatching();
      throw error;
    }

    const stream = openEventStream(request, reply, stopWatching);
    send = (itemCount) => stream.send('count', JSON.stringify({ itemCount }));
    send(pending.at(-1) ?? initial);
  });
};
