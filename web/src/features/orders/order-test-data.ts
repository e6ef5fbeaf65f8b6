import type { Order, OrderDetail } from '@academy/contracts';

/** An order as the BFF lists it; tests override what they look at. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides.id ?? '0b7c6f0e-9a51-4d2e-8f4a-3c1d2e5f6a7b';
  return {
    id,
    order_id: id,
    course: 'Digital Forensics Essentials',
    courseId: 40,
    instructor: 'Asha Rao',
    purchaseDetails: '1 course',
    date: '2026-11-20T10:00:00.000Z',
    amount: 999900,
    originalAmount: 999900,
    discount: 0,
    couponCode: null,
    currency: 'INR',
    paymentMethod: 'Visa •••• 4242',
    status: 'Completed',
    refunded: false,
    hasCertificate: false,
    ...overrides,
  };
}

export function anOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...anOrder(overrides),
    lines: [
      {
        courseId: 40,
        kind: 'course',
        title: 'Digital Forensics Essentials',
        instructor: 'Asha Rao',
        amountMinor: 999900,
        discountMinor: 0,
      },
    ],
    history: [],
    failureReason: null,
    invoiceNumber: null,
    cancellation: 'none',
    ...overrides,
  };
}
