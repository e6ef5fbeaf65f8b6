import { Badge, Table, type TableColumn } from '@academy/ui-kit';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnsCard } from './columns-card.tsx';

interface Payment {
  id: string;
  course: string;
  learner: string;
  status: string;
  amount: string;
}

const columns: TableColumn<Payment>[] = [
  { key: 'learner', header: 'Learner', cell: (p) => p.learner },
  { key: 'course', header: 'Course', cell: (p) => p.course },
  { key: 'status', header: 'Status', cell: (p) => <Badge tone="success">{p.status}</Badge> },
  { key: 'amount', header: 'Amount', cell: (p) => p.amount },
  { key: 'actions', header: 'Actions', cell: (p) => <button type="button">Refund {p.id}</button> },
];

const rows: Payment[] = [
  { id: 'A1', course: 'Disk Forensics', learner: 'Ada Lovelace', status: 'Paid', amount: '₹7,999.00' },
  { id: 'B2', course: 'Mobile Forensics', learner: 'Alan Turing', status: 'Refunded', amount: '₹2,999.00' },
];

describe('a table row as a card on a phone', () => {
  it('shows every column of its row: the named ones as title, status and actions, the others as header and value', () => {
    render(
      <Table
        caption="Payments"
        rows={rows}
        getRowKey={(p) => p.id}
        columns={columns}
        card={columnsCard(columns, { titleKey: 'course', statusKey: 'status', actionsKey: 'actions' })}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Payments', hidden: true })).getAllByRole(
      'listitem',
      { hidden: true },
    );
    expect(cards).toHaveLength(2);
    const second = cards[1]!;
    expect(second.querySelector('span')?.textContent).toBe('Mobile Forensics');
    expect(within(second).getByText('Refunded')).toBeTruthy();
    const facts = [...second.querySelectorAll('dl > div')].map((line) => [
      line.querySelector('dt')?.textContent,
      line.querySelector('dd')?.textContent,
    ]);
    // The title, the status and the actions are not repeated as lines.
    expect(facts).toEqual([
      ['Learner', 'Alan Turing'],
      ['Amount', '₹2,999.00'],
    ]);
    expect(within(second).getByRole('button', { name: 'Refund B2', hidden: true })).toBeTruthy();
  });
});
