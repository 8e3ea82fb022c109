import { describe, expect, it } from 'vitest';
import { IdempotentWrites } from './idempotent-writes';

const ORDERS = '/api/fund-orders';
const order = { orderbook_id: 1, amount: 500 };
const booked = { status: 201, body: { order_id: 7 } };

describe('writes sent with an Idempotency-Key', () => {
  it('handles the first write of a key', () => {
    expect(new IdempotentWrites().begin(ORDERS, 'k1', order)).toEqual({ kind: 'first' });
  });

  it('answers a resend of the same body with the first answer, handled no more', () => {
    const writes = new IdempotentWrites();
    writes.begin(ORDERS, 'k1', order);
    writes.finish(ORDERS, 'k1', booked);
    expect(writes.begin(ORDERS, 'k1', { ...order })).toEqual({ kind: 'repeat', answer: booked });
  });

  it('refuses the same key with another body (422): it cannot be a resend', () => {
    const writes = new IdempotentWrites();
    writes.begin(ORDERS, 'k1', order);
    writes.finish(ORDERS, 'k1', booked);
    const other = writes.begin(ORDERS, 'k1', { ...order, amount: 5000 });
    expect(other).toMatchObject({
      kind: 'refused',
      answer: { status: 422, body: { fields: [{ code: 'IDEMPOTENCY_KEY_REUSED' }] } },
    });
  });

  it('refuses a resend while the first write is still handled (409)', () => {
    const writes = new IdempotentWrites();
    writes.begin(ORDERS, 'k1', order);
    expect(writes.begin(ORDERS, 'k1', order)).toMatchObject({
      kind: 'refused',
      answer: { status: 409, body: { fields: [{ code: 'IDEMPOTENCY_KEY_IN_USE' }] } },
    });
  });

  it('handles a resend as a first write when the first one failed without an answer', () => {
    const writes = new IdempotentWrites();
    writes.begin(ORDERS, 'k1', order);
    writes.finish(ORDERS, 'k1', undefined);
    expect(writes.begin(ORDERS, 'k1', order)).toEqual({ kind: 'first' });
  });

  it('keeps keys apart by path, and forgets them all on a reset', () => {
    const writes = new IdempotentWrites();
    writes.begin(ORDERS, 'k1', order);
    writes.finish(ORDERS, 'k1', booked);
    expect(writes.begin('/api/allocation-requests', 'k1', order)).toEqual({ kind: 'first' });
    writes.clear();
    expect(writes.begin(ORDERS, 'k1', order)).toEqual({ kind: 'first' });
  });
});
