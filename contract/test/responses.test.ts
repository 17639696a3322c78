import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Bag } from '../src/checkout.ts';
import { ORDER_FILTERS, Order, OrderPage } from '../src/order.ts';
import { WithdrawalRecord } from '../src/wallet.ts';

// Answers as the server sends them (server/test parses the live ones with the same schemas).
const order = {
  id: 41,
  sn: 'O2026112214301234',
  status: 'delivered',
  merchant_id: 3,
  merchant_name: 'Nordic Outdoor',
  is_virtual: false,
  goods: '59.80',
  freight: '5.00',
  promo: '5.98',
  voucher: '0.00',
  discount: '1.00',
  total: '57.82',
  quantity: 2,
  items: [
    {
      product_id: 17,
      sku_id: 52,
      name: 'Trail bottle',
      spec: '750 ml',
      image: '/media/17-1-thumb.webp',
      unit_price: '29.90',
      quantity: 2,
      subtotal: '59.80',
    },
  ],
  address: {
    addressee: 'Ann Lee',
    mobile: '+66812345678',
    lines: ['12 Sukhumvit Rd', 'Watthana', 'BANGKOK 10110', 'THAILAND'],
  },
  logistics: { company: 'Kerry', tracking: 'KX123' },
  last_scan: { status: 'in_transit', place: 'Bangkok hub', text: null, at: '2026-11-23T09:00:00.000Z' },
  timeline: {
    created_at: '2026-11-22T07:30:00.000Z',
    paid_at: '2026-11-22T07:31:10.000Z',
    shipped_at: '2026-11-23T02:00:00.000Z',
    received_at: null,
    completed_at: null,
    cancelled_at: null,
  },
  expires_at: null,
  promised_latest: '2026-12-07',
  actions: ['confirm_receipt', 'extend_receipt', 'refund', 'complain', 'consult'],
  display: { currency: 'EUR', per_usd: '0.9213', set_at: '2026-11-28T09:00:00.000Z' },
};

const bag = {
  shops: [
    {
      merchant_id: 3,
      merchant_name: 'Nordic Outdoor',
      items: [
        {
          id: 8,
          sku_id: 52,
          product_id: 17,
          name: 'Trail bottle',
          spec: '750 ml',
          image: null,
          price: '29.90',
          quantity: 2,
          stock: 0,
          is_virtual: false,
          available: false,
        },
      ],
    },
  ],
  count: 2,
};

const withdrawal = {
  id: 5,
  type: 'bank',
  amount: '50.00',
  service_charge: '1.00',
  arrival: null,
  expected_arrival: '49.00',
  card_number: '•••• 1111',
  bank_name: 'Kasikorn',
  network: null,
  address: null,
  status: 'auditing',
  refuse_reason: null,
  created_at: '2026-11-22T07:40:00.000Z',
  decided_at: null,
};

const counts = Object.fromEntries(ORDER_FILTERS.map((f) => [f, 0]));

describe('response schemas', () => {
  it('read an order, a bag and a withdrawal as the server sends them', () => {
    assert.deepEqual(Order.parse(order), order);
    assert.deepEqual(Bag.parse(bag), bag);
    assert.deepEqual(WithdrawalRecord.parse(withdrawal), withdrawal);
    const page = { list: [order], total: 1, page: 1, limit: 10, counts: { ...counts, all: 1, delivered: 1 } };
    assert.deepEqual(OrderPage.parse(page), page);
  });

  for (const [name, wrong] of [
    ['an amount sent as a number', { ...order, total: 57.82 }],
    ['an amount with one decimal', { ...order, goods: '59.8' }],
    ['an action the state machine does not know', { ...order, actions: ['pay', 'refund_now'] }],
    ['a status outside the machine', { ...order, status: 'lost' }],
    ['an address without its lines', { ...order, address: { addressee: 'Ann Lee', mobile: '1' } }],
  ] as const) {
    it(`refuse an order with ${name}`, () => {
      assert.equal(Order.safeParse(wrong).success, false);
    });
  }

  it('refuse an order page missing the count of a filter', () => {
    const { refunding: _, ...partial } = counts;
    assert.equal(
      OrderPage.safeParse({ list: [], total: 0, page: 1, limit: 10, counts: partial }).success,
      false,
    );
  });
});
