import { orders } from '@academy/contracts';
import type { connectPlatform } from '@academy/kit';
import { mailReceipt } from './handlers/orders-order.ts';

type Consuming = Pick<Awaited<ReturnType<typeof connectPlatform>>, 'consume'>;

/** Auth owns outgoing mail: it sends what other contexts' events call for. */
export const registerSubscriptions = async (platform: Consuming, config: { PUBLIC_URL: string }) => {
  await platform.consume(orders.orderPaid, (event, tx) => mailReceipt(event, tx, config.PUBLIC_URL));
};
