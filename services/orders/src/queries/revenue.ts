import type { PaymentRecord, PaymentsReply } from '@academy/contracts';
import { desc, eq, gte, sql } from 'drizzle-orm';
import type { OrdersDb } from '../context.ts';
import { buyers, orderLines, orders, payments, subscriptions } from '../db/schema.ts';
import { lastMonths, mainCurrency, netSalesByMonth } from '../domain/revenue.ts';

const DEFAULT_CURRENCY = 'INR';

/**
 * The latest payments and refunds, newest first, with the learner and what was bought: an order's
 * courses, or the plan of a subscription's invoice.
 */
const latestPayments = async (db: OrdersDb, count: number): Promise<PaymentRecord[]> => {
  const rows = await db
    .select({
      payment: payments,
      userId: sql<string | null>`coalesce(${orders.userId}, ${subscriptions.userId})`,
      refunded: orders.refunded,
      learner: buyers.fullName,
      course: sql<string | null>`(select string_agg(${orderLines.title}, ', ' order by ${orderLines.position})
        from ${orderLines} where ${orderLines.orderId} = ${payments.orderId})`,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .leftJoin(buyers, sql`${buyers.userId} = coalesce(${orders.userId}, ${subscriptions.userId})`)
    .orderBy(desc(payments.at), desc(payments.stripeId))
    .limit(count);
  return rows.map(({ payment, userId, refunded, learner, course }) => ({
    id: payment.stripeId,
    learner: learner ?? 'Academy learner',
    userId,
    course,
    plan: payment.plan,
    amount: payment.amountMinor,
    currency: payment.currency,
    status: payment.kind === 'refund' ? 'Refund' : refunded ? 'Refunded' : 'Paid',
    date: payment.at.toISOString(),
  }));
};

/** `GET /payments`: the latest payments and the net sales of each of the last twelve months. */
export const revenue = async (db: OrdersDb, count: number, now = new Date()): Promise<PaymentsReply> => {
  const months = lastMonths(now);
  const from = new Date(`${months[0]?.key ?? '1970-01'}-01T00:00:00Z`);
  const month = sql<Date>`date_trunc('month', ${payments.at} at time zone 'UTC') at time zone 'UTC'`.mapWith(
    (value: string | Date) => new Date(value),
  );
  const sums = await db
    .select({
      at: month,
      kind: payments.kind,
      currency: payments.currency,
      amountMinor: sql<number>`sum(${payments.amountMinor})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(payments)
    .where(gte(payments.at, from))
    .groupBy(month, payments.kind, payments.currency);
  const salesCurrency = mainCurrency(
    sums.filter((sum) => sum.kind === 'payment'),
    DEFAULT_CURRENCY,
  );
  return {
    allPayments: await latestPayments(db, count),
    finalMonths: months.map((m) => m.label),
    monthlySalesRecord: netSalesByMonth(sums, months, salesCurrency),
    salesCurrency,
    message: 'Payments fetched',
  };
};
