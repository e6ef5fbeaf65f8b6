import { describe, expect, it } from 'vitest';
import { parseForm } from '../src/form-body.ts';

describe('parseForm', () => {
  it('reads nested brackets and indexed arrays the way the stripe SDK encodes them', () => {
    const body = [
      'mode=payment',
      'line_items[0][price_data][currency]=eur',
      'line_items[0][price_data][unit_amount]=4900',
      'line_items[0][price_data][product_data][name]=TypeScript+in+depth',
      'line_items[0][quantity]=1',
      'line_items[1][price]=price_123',
      'metadata[orderId]=order%201',
      'expand[0]=payment_intent',
    ].join('&');

    expect(parseForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'eur', unit_amount: '4900', product_data: { name: 'TypeScript in depth' } },
          quantity: '1',
        },
        { price: 'price_123' },
      ],
      metadata: { orderId: 'order 1' },
      expand: ['payment_intent'],
    });
  });

  it('appends empty brackets in order and keeps indices in numeric order', () => {
    expect(parseForm('expand[]=a&expand[]=b.c')).toEqual({ expand: ['a', 'b.c'] });
    expect(parseForm('items[10][id]=k&items[2][id]=c')).toEqual({ items: [{ id: 'c' }, { id: 'k' }] });
  });

  it('reads percent-encoded brackets', () => {
    expect(parseForm('metadata%5BorderId%5D=o-1')).toEqual({ metadata: { orderId: 'o-1' } });
  });
});
