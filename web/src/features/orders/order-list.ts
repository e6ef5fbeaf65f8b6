import type { Order } from '@academy/contracts';
import { displayStatus, type OrderDisplayStatus } from './order-status.ts';

/** Orders per Order History page. */
export const ORDERS_PAGE_SIZE = 10;

export interface OrderListFilter {
  /** Matched, case-insensitively, against the order id, the course and the instructor. */
  search: string;
  /** `null` keeps every status. */
  status: OrderDisplayStatus | null;
}

export function matchesOrder(order: Order, { search, status }: OrderListFilter): boolean {
  if (status !== null && displayStatus(order) !== status) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [order.id, order.course, order.instructor].some((field) => field.toLowerCase().includes(needle));
}

export function filterOrders(orders: readonly Order[], filter: OrderListFilter): Order[] {
  return orders.filter((order) => matchesOrder(order, filter));
}

export interface OrderPage {
  rows: Order[];
  /** The page shown, counted from 1: a page past the end shows the last one. */
  page: number;
  /** At least 1, so the pager always has somewhere to be. */
  pageCount: number;
}

export function pageOfOrders(orders: readonly Order[], page: number, pageSize = ORDERS_PAGE_SIZE): OrderPage {
  const pageCount = Math.max(1, Math.ceil(orders.length / pageSize));
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (shown - 1) * pageSize;
  return { rows: orders.slice(start, start + pageSize), page: shown, pageCount };
}
