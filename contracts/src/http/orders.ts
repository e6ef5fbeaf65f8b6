import { type Static, Type } from 'typebox';
import { Closed, RowId as CourseId, Nullable, OneOf } from './common.ts';

const OrderId = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const Currency = Type.String({ minLength: 3, maxLength: 3 });

export const OrderStatus = OneOf('Processing', 'Completed', 'Failed', 'Cancelled');
export type OrderStatus = Static<typeof OrderStatus>;

export const OrderLine = Type.Object({
  courseId: CourseId,
  kind: OneOf('course', 'voucher'),
  title: Type.String(),
  instructor: Type.String(),
  amountMinor: Type.Integer({ minimum: 0 }),
  /** What a coupon takes off this line. */
  discountMinor: Type.Integer({ minimum: 0 }),
});
export type OrderLine = Static<typeof OrderLine>;

/** An order as Order History lists it (the spec's fields; `amount` in minor units of `currency`). */
export const Order = Type.Object({
  id: OrderId,
  order_id: OrderId,
  course: Type.String(),
  courseId: CourseId,
  instructor: Type.String(),
  purchaseDetails: Type.String(),
  date: DateTime,
  amount: Type.Integer({ minimum: 0 }),
  /** Before a coupon: `originalAmount - discount = amount`. */
  originalAmount: Type.Integer({ minimum: 0 }),
  discount: Type.Integer({ minimum: 0 }),
  couponCode: Nullable(Type.String()),
  currency: Currency,
  /** Card brand and last four once paid, e.g. 'Visa •••• 4242'. */
  paymentMethod: Nullable(Type.String()),
  status: OrderStatus,
  /** A cancelled order whose payment went back to the card (shown as Refunded). */
  refunded: Type.Boolean(),
  hasCertificate: Type.Boolean(),
});
export type Order = Static<typeof Order>;

export const OrderStatusChange = Type.Object({
  status: OrderStatus,
  at: DateTime,
  note: Nullable(Type.String()),
});

/** One order with its lines, what happened to it, and what the learner may still do. */
export const OrderDetail = Type.Object({
  ...Order.properties,
  lines: Type.Array(OrderLine),
  history: Type.Array(OrderStatusChange),
  failureReason: Nullable(Type.String()),
  invoiceNumber: Nullable(Type.String()),
  /** What a cancel would do now: nothing allowed, cancel an unpaid order, or refund a paid one. */
  cancellation: OneOf('none', 'cancel', 'refund'),
});
export type OrderDetail = Static<typeof OrderDetail>;

export const OrderIdParams = Type.Object({ id: OrderId });
export type OrderIdParams = Static<typeof OrderIdParams>;
export const OrderPaymentParams = Type.Object({ orderId: OrderId });
export type OrderPaymentParams = Static<typeof OrderPaymentParams>;

/**
 * What a buyer may add at checkout for a tax invoice, all optional: a GSTIN (checked by the orders
 * service: state code, PAN pattern, check character), the GST state code billed to ('29'), an address.
 */
export const BuyerTaxFields = {
  buyerGstin: Type.Optional(Type.String({ maxLength: 20 })),
  billingStateCode: Type.Optional(Type.String({ maxLength: 2 })),
  billingAddress: Type.Optional(Type.String({ maxLength: 300 })),
};

/** `POST /api/orders`: one course, or (no courseId) every line of the learner's cart. */
export const CreateOrderBody = Closed({ courseId: Type.Optional(CourseId), ...BuyerTaxFields });
export type CreateOrderBody = Static<typeof CreateOrderBody>;
/** What the BFF asks the orders service for; prices come from the service's own course projection. */
export const PlaceOrderBody = Closed({
  courseIds: Type.Array(CourseId, { minItems: 1, maxItems: 100 }),
  ...BuyerTaxFields,
});
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

export const OrderReply = Type.Object({ data: OrderDetail, message: Type.String() });
export type OrderReply = Static<typeof OrderReply>;
export const OrdersReply = Type.Object({ data: Type.Array(Order), message: Type.String() });
export type OrdersReply = Static<typeof OrdersReply>;

/** `POST /api/orders/{orderId}/payment`: the Stripe Checkout page to send the learner to. */
export const OrderPaymentReply = Type.Object({
  data: Type.Object({
    order_id: OrderId,
    status: OrderStatus,
    checkoutUrl: Type.String(),
    sessionId: Type.String(),
  }),
  message: Type.String(),
});
export type OrderPaymentReply = Static<typeof OrderPaymentReply>;

export const OrderCancelReply = Type.Object({
  data: Type.Object({ order_id: OrderId, status: OrderStatus, refunded: Type.Boolean() }),
  message: Type.String(),
});
export type OrderCancelReply = Static<typeof OrderCancelReply>;

export const StripeKeyReply = Type.Object({ key: Type.String() });
export type StripeKeyReply = Static<typeof StripeKeyReply>;

/** The success page confirms at once with the Checkout Session id Stripe put in its URL. */
export const VerifyPaymentBody = Closed({ session_id: Type.String({ minLength: 1, maxLength: 255 }) });
export type VerifyPaymentBody = Static<typeof VerifyPaymentBody>;
export const VerifyPaymentReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  /** An order's session answers with the order, a subscription's with the subscription. */
  data: Nullable(
    Type.Union([
      Type.Object({ order_id: OrderId, status: OrderStatus }),
      Type.Object({ subscription_id: Type.String({ format: 'uuid' }), status: Type.String() }),
    ]),
  ),
});
export type VerifyPaymentReply = Static<typeof VerifyPaymentReply>;
