import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { z } from 'zod';
import {
  ChangePasswordBody,
  Email,
  LoginBody,
  Mobile,
  Password,
  ProfileBody,
  ResetPayBody,
} from '../src/account.ts';
import { AddressBody } from '../src/address.ts';
import { ComplaintBody, RefundBody, ReviewBody, refundAmountRefusal } from '../src/after-sales.ts';
import { checkoutProblem, itemsProblem, needsAddress } from '../src/checkout.ts';
import { PageQuery } from '../src/pagination.ts';
import { RechargeBody, WithdrawBody } from '../src/wallet.ts';

function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

const address = {
  addressee: 'Ana',
  mobile: '+34 600 123 456',
  country: 'ES',
  region: 'Madrid',
  city: 'Madrid',
  postcode: '28013',
  detail: 'Calle 1',
  tag: 'home',
};
const withdraw = {
  type: 'bank',
  amount: '10.00',
  email_code: '123456',
  pay_password: '123456',
  idempotency_key: 'abcdefgh',
};
const recharge = {
  method: 'chain',
  network: 'TRC20',
  address: 'T'.padEnd(34, 'x'),
  amount: '50',
  evidence: '/api/private-uploads/a.webp',
  idempotency_key: 'abcdefgh',
};
const refund = {
  order_id: 1,
  type: 'refund_only',
  goods_state: 'received',
  amount: '5.00',
  reason: 'damaged',
  explanation: 'arrived broken',
  proof: ['/api/private-uploads/p.webp'],
};

// spec §5, one row per rule: schema, input, expected message key (null: accepted).
const rows: [string, z.ZodType, unknown, string | null][] = [
  ['login needs an account', LoginBody, { account: ' ', password: 'x' }, 'validation.accountRequired'],
  ['login needs a password', LoginBody, { account: 'demo', password: '' }, 'validation.passwordRequired'],
  ['login with both', LoginBody, { account: 'demo', password: 'demo1234' }, null],
  ['email must be correct', Email, 'not-an-email', 'validation.emailInvalid'],
  ['email accepted', Email, 'ana@example.com', null],
  ['mobile must be correct', Mobile, '12ab', 'validation.mobileInvalid'],
  ['mobile accepted', Mobile, '+66 81 234 5678', null],
  ['password at least 6', Password, '12345', 'validation.passwordTooShort'],
  [
    'passwords must match',
    ChangePasswordBody,
    { old_password: 'oldpass', password: 'newpass1', repassword: 'newpass2' },
    'validation.passwordsDiffer',
  ],
  [
    'new password differs from old',
    ChangePasswordBody,
    { old_password: 'samepass', password: 'samepass', repassword: 'samepass' },
    'validation.passwordSameAsOld',
  ],
  [
    'payment code is 6 digits',
    ResetPayBody,
    { pay_password: '12345a', repay_password: '12345a' },
    'validation.payCodeInvalid',
  ],
  [
    'payment code too short',
    ResetPayBody,
    { pay_password: '12345', repay_password: '12345' },
    'validation.payCodeInvalid',
  ],
  [
    'first payment code without the old one',
    ResetPayBody,
    { old_pay_password: '', pay_password: '123456', repay_password: '123456' },
    null,
  ],
  ['withdrawal amount not empty', WithdrawBody, { ...withdraw, amount: '' }, 'validation.amountRequired'],
  ['withdrawal amount not zero', WithdrawBody, { ...withdraw, amount: '0.00' }, 'validation.amountZero'],
  [
    'withdrawal amount not negative',
    WithdrawBody,
    { ...withdraw, amount: '-5' },
    'validation.amountNegative',
  ],
  ['withdrawal amount correct', WithdrawBody, { ...withdraw, amount: '1.234' }, 'validation.amountInvalid'],
  ['withdrawal accepted', WithdrawBody, withdraw, null],
  [
    'withdrawal email code not empty',
    WithdrawBody,
    { ...withdraw, email_code: '' },
    'validation.emailCodeRequired',
  ],
  [
    'withdrawal email code 6 digits',
    WithdrawBody,
    { ...withdraw, email_code: '12' },
    'validation.emailCodeInvalid',
  ],
  ['recharge network required', RechargeBody, { ...recharge, network: '' }, 'validation.networkRequired'],
  [
    'recharge address required',
    RechargeBody,
    { ...recharge, address: '' },
    'validation.walletAddressRequired',
  ],
  ['recharge amount correct', RechargeBody, { ...recharge, amount: 'ten' }, 'validation.amountInvalid'],
  ['recharge evidence required', RechargeBody, { ...recharge, evidence: '' }, 'validation.evidenceRequired'],
  ['address addressee required', AddressBody, { ...address, addressee: '' }, 'validation.addresseeRequired'],
  ['address phone required', AddressBody, { ...address, mobile: '' }, 'validation.phoneRequired'],
  ['address country required', AddressBody, { ...address, country: '' }, 'validation.countryRequired'],
  [
    'address city required where its country asks',
    AddressBody,
    { ...address, city: '' },
    'validation.cityRequired',
  ],
  [
    'address postcode of its country',
    AddressBody,
    { ...address, postcode: '2801' },
    'validation.postcodeInvalid',
  ],
  [
    'address phone of its country',
    AddressBody,
    { ...address, mobile: '+49 151 2345 6789' },
    'validation.phoneInvalidForCountry',
  ],
  ['address detail required', AddressBody, { ...address, detail: '' }, 'validation.detailRequired'],
  ['address tag required', AddressBody, { ...address, tag: '' }, 'validation.tagRequired'],
  [
    'address tag no markup',
    AddressBody,
    { ...address, tag: '<img src=x onerror=1>' },
    'validation.tagInvalid',
  ],
  [
    'address tag a short word',
    AddressBody,
    { ...address, tag: 'Grandma’s flat in town' },
    'validation.tagInvalid',
  ],
  ['address accepted', AddressBody, address, null],
  ['address with its own word as tag accepted', AddressBody, { ...address, tag: 'Дача' }, null],
  ['refund amount not negative', RefundBody, { ...refund, amount: '-1' }, 'validation.refundAmountInvalid'],
  ['refund reason required', RefundBody, { ...refund, reason: '' }, 'validation.reasonRequired'],
  [
    'refund explanation required',
    RefundBody,
    { ...refund, explanation: '' },
    'validation.explanationRequired',
  ],
  ['refund proof required', RefundBody, { ...refund, proof: [] }, 'validation.proofRequired'],
  // Proofs are private uploads, avatars and review pictures public ones (docs/decisions/0120).
  ['recharge with its evidence', RechargeBody, recharge, null],
  ['refund with its proof', RefundBody, refund, null],
  [
    'a public picture as proof',
    RefundBody,
    { ...refund, proof: ['/uploads/p.webp'] },
    'validation.uploadAgain',
  ],
  [
    'a link as proof',
    RefundBody,
    { ...refund, proof: ['https://example.com/p.png'] },
    'validation.imageInvalid',
  ],
  [
    'a public picture as evidence',
    RechargeBody,
    { ...recharge, evidence: '/uploads/a.webp' },
    'validation.evidenceRequired',
  ],
  [
    'a public picture as certificate',
    ComplaintBody,
    { content: 'late', certificate: '/uploads/c.webp' },
    'validation.uploadAgain',
  ],
  ['a proof as avatar', ProfileBody, { avatar: '/api/private-uploads/a.webp' }, 'validation.avatarInvalid'],
  ['a public avatar', ProfileBody, { avatar: '/uploads/a.webp' }, null],
  [
    'a proof as review picture',
    ReviewBody,
    {
      order_id: 1,
      content: 'good',
      product_score: 5,
      service_score: 5,
      postage_score: 5,
      pictures: ['/api/private-uploads/p.webp'],
    },
    'validation.uploadAgain',
  ],
  [
    'review content not empty',
    ReviewBody,
    { order_id: 1, content: '  ', product_score: 5, service_score: 5, postage_score: 5 },
    'validation.reviewEmpty',
  ],
  [
    'complaint content required',
    ComplaintBody,
    { content: '', certificate: '/api/private-uploads/c.webp' },
    'validation.complaintContentRequired',
  ],
  [
    'complaint certificate required',
    ComplaintBody,
    { content: 'late', certificate: '' },
    'validation.certificateRequired',
  ],
  ['page from 1', PageQuery, { page: '0' }, 'validation.pageInvalid'],
  ['limit at most 100', PageQuery, { limit: '10000' }, 'validation.limitTooLarge'],
  ['page a number', PageQuery, { page: 'abc' }, 'validation.pageInvalid'],
];

describe('validation rules of spec §5', () => {
  for (const [name, schema, input, expected] of rows) {
    it(name, () => assert.equal(firstMessage(schema, input), expected));
  }
});

describe('checkout rules of spec §5', () => {
  it('needs at least one item', () => assert.equal(checkoutProblem([], true), 'validation.itemsRequired'));
  it('needs an address for physical goods', () =>
    assert.equal(checkoutProblem([{ is_virtual: false }], false), 'validation.addressRequired'));
  it('needs no address for one virtual item', () =>
    assert.equal(checkoutProblem([{ is_virtual: true }], false), null));
  it('never mixes virtual with other items', () =>
    assert.equal(
      checkoutProblem([{ is_virtual: true }, { is_virtual: false }], true),
      'validation.virtualNotMixed',
    ));
  it('prices goods before an address is chosen: the item rules alone', () => {
    assert.equal(itemsProblem([{ is_virtual: false }]), null);
    assert.equal(itemsProblem([]), 'validation.itemsRequired');
    assert.equal(itemsProblem([{ is_virtual: true }, { is_virtual: true }]), null, 'card keys go together');
    assert.equal(itemsProblem([{ is_virtual: true }, { is_virtual: false }]), 'validation.virtualNotMixed');
  });
  it('ships goods, not card keys', () => {
    assert.equal(needsAddress([{ is_virtual: false }, { is_virtual: false }]), true);
    assert.equal(needsAddress([{ is_virtual: true }]), false);
  });
});

describe('bank card numbers (Luhn)', async () => {
  const { isCardNumber, serviceCharge } = await import('../src/wallet.ts');
  for (const [number, valid] of [
    ['4111 1111 1111 1111', true],
    ['5500005555555559', true],
    ['4111 1111 1111 1112', false],
    ['1234', false],
    ['4111-1111-1111-1111', false],
  ] as const) {
    it(`${number} is ${valid ? '' : 'not '}a card number`, () => assert.equal(isCardNumber(number), valid));
  }
  it('charges the rate with a minimum', () => {
    assert.equal(serviceCharge(50_000, { rate_basis_points: 100, min_cents: 100 }), 500);
    assert.equal(serviceCharge(2_000, { rate_basis_points: 100, min_cents: 100 }), 100);
  });
});

describe('refund amount beyond the form', () => {
  it('asks for something, and no more than the order can still give back', () => {
    assert.equal(refundAmountRefusal(0, 2349), 'validation.refundAmountZero');
    assert.equal(refundAmountRefusal(2350, 2349), 'validation.refundAmountTooHigh');
    assert.equal(refundAmountRefusal(2349, 2349), null);
    assert.equal(refundAmountRefusal(1, 2349), null);
  });
});
