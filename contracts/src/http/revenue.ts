import { type Static, Type } from 'typebox';
import { Closed, Nullable, OneOf } from './common.ts';

/** `GET /payments?count=N` (spec: 100): how many of the latest payments to list. */
export const PaymentsQuery = Closed({
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});
export type PaymentsQuery = Static<typeof PaymentsQuery>;

/**
 * One movement of money: a payment for an order (`course`) or a subscription (`plan`), or a refund.
 * `status` is 'Paid', 'Refunded' (a payment later refunded) or 'Refund' (the money going back).
 */
export const PaymentRecord = Type.Object({
  id: Type.String(),
  learner: Type.String(),
  userId: Nullable(Type.String()),
  course: Nullable(Type.String()),
  plan: Nullable(Type.String()),
  amount: Type.Integer(),
  currency: Type.String(),
  status: OneOf('Paid', 'Refunded', 'Refund'),
  date: Type.String({ format: 'date-time' }),
});
export type PaymentRecord = Static<typeof PaymentRecord>;

export const PaymentsReply = Type.Object({
  allPayments: Type.Array(PaymentRecord),
  /** The last 12 months, oldest first, e.g. 'Dec 2025' … 'Nov 2026'. */
  finalMonths: Type.Array(Type.String()),
  /** Net sales (payments less refunds) per month of `finalMonths`, in minor units of `salesCurrency`. */
  monthlySalesRecord: Type.Array(Type.Integer()),
  salesCurrency: Type.String(),
  message: Type.String(),
});
export type PaymentsReply = Static<typeof PaymentsReply>;
