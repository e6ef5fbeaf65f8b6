import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { Table, type TableColumn } from './Table.tsx';

interface Order {
  id: string;
  course: string;
  date: string;
  amount: string;
  status: 'Completed' | 'Processing' | 'Failed';
}

const statusTone = { Completed: 'success', Processing: 'warning', Failed: 'danger' } as const;

const columns: TableColumn<Order>[] = [
  { key: 'id', header: 'Order', cell: (order) => order.id },
  { key: 'course', header: 'Course', cell: (order) => order.course },
  { key: 'date', header: 'Date', cell: (order) => order.date },
  { key: 'amount', header: 'Amount', cell: (order) => order.amount, align: 'end' },
  {
    key: 'status',
    header: 'Status',
    cell: (order) => <Badge tone={statusTone[order.status]}>{order.status}</Badge>,
  },
];

const orders: Order[] = [
  {
    id: 'ORD-1042',
    course: 'Email Forensic Analyst',
    date: '2025-03-02',
    amount: '$120.00',
    status: 'Completed',
  },
  { id: 'ORD-1043', course: 'Mobile Forensics', date: '2025-03-09', amount: '$89.00', status: 'Processing' },
  { id: 'ORD-1044', course: 'Disk Forensics', date: '2025-03-11', amount: '$99.00', status: 'Failed' },
];

/** One order as a card: what a phone shows instead of a table row. */
const orderCard = (order: Order) => (
  <Card padding="md">
    <strong>{order.course}</strong>
    <p>
      {order.id} · {order.date} · {order.amount}
    </p>
    <Badge tone={statusTone[order.status]}>{order.status}</Badge>
  </Card>
);

const meta = {
  title: 'Data display/Table',
  component: Table<Order>,
  args: { caption: 'Order History', columns, rows: orders, getRowKey: (order: Order) => order.id },
} satisfies Meta<typeof Table<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithRows: Story = {};
export const Empty: Story = { args: { rows: [], emptyMessage: "You don't have any orders yet." } };
export const HiddenCaption: Story = { args: { hideCaption: true } };
/** With `card`, a phone gets one card per row instead of the table (above 48rem the table is shown). */
export const CardsOnAPhone: Story = {
  args: { card: orderCard },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
export const CardsEmpty: Story = {
  args: { card: orderCard, rows: [], emptyMessage: "You don't have any orders yet." },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
