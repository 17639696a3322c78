import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deliveryPromise, formatPromise, promiseEndsAt } from '../src/delivery-promise.ts';

const days = (handlingDays: number, transitMin: number, transitMax: number) => ({
  handlingDays,
  transitMin,
  transitMax,
});

describe('the delivery promise, in business days from the buyer’s local day (issue 37 item 3)', () => {
  const rows = [
    // placed at, buyer's zone, handling, transit → earliest, latest
    [
      'a Wednesday: Thu, Fri, then Monday',
      '2026-12-02T10:00:00Z',
      'UTC',
      days(1, 2, 5),
      '2026-12-07',
      '2026-12-10',
    ],
    [
      'a Saturday counts from Monday',
      '2026-12-05T10:00:00Z',
      'UTC',
      days(0, 0, 1),
      '2026-12-07',
      '2026-12-07',
    ],
    [
      'a Sunday order, one handling day',
      '2026-12-06T10:00:00Z',
      'UTC',
      days(1, 1, 1),
      '2026-12-08',
      '2026-12-08',
    ],
    ['over the new year', '2026-12-29T09:00:00Z', 'UTC', days(2, 3, 7), '2027-01-05', '2027-01-11'],
    // 11:30 UTC on Thursday 3 Dec is already Friday in Auckland (UTC+13) and still Thursday in Los Angeles.
    [
      'Auckland: already Friday',
      '2026-12-03T11:30:00Z',
      'Pacific/Auckland',
      days(0, 1, 2),
      '2026-12-07',
      '2026-12-08',
    ],
    [
      'Los Angeles: still Thursday',
      '2026-12-03T11:30:00Z',
      'America/Los_Angeles',
      days(0, 1, 2),
      '2026-12-04',
      '2026-12-07',
    ],
    // 23:30 UTC on Friday is Saturday in Auckland: the weekend, so the count starts on Monday.
    [
      'Auckland: Friday night UTC is Saturday',
      '2026-12-04T23:30:00Z',
      'Pacific/Auckland',
      days(1, 1, 3),
      '2026-12-08',
      '2026-12-10',
    ],
    [
      'Los Angeles: Friday afternoon',
      '2026-12-04T23:30:00Z',
      'America/Los_Angeles',
      days(1, 1, 3),
      '2026-12-08',
      '2026-12-10',
    ],
    [
      'Los Angeles: Saturday 00:30 counts from Monday as Friday did',
      '2026-12-05T08:30:00Z',
      'America/Los_Angeles',
      days(1, 1, 3),
      '2026-12-08',
      '2026-12-10',
    ],
  ] as const;
  for (const [name, at, zone, d, earliest, latest] of rows) {
    it(name, () => {
      assert.deepEqual(deliveryPromise(new Date(at), zone, d), { earliest, latest });
    });
  }
});

describe('the promise as text, in the reader’s language', () => {
  const december = { earliest: '2026-12-03', latest: '2026-12-07' };
  const rows = [
    ['en', december, 'Dec 3 – 7'],
    ['en-GB', december, '3 – 7 Dec'],
    ['de', december, '3.–7. Dez.'],
    ['fr', december, '3–7 déc.'],
    ['ar', december, '3–7 ديسمبر'],
    ['ja', december, '12/03～12/07'],
    ['de', { earliest: '2026-12-07', latest: '2026-12-07' }, '7. Dez.'],
    ['de', { earliest: '2026-12-30', latest: '2027-01-05' }, '30. Dez. 2026 – 5. Jan. 2027'],
  ] as const;
  for (const [tag, promise, text] of rows) {
    it(`${tag}: ${text}`, () => {
      // ICU puts thin and narrow no-break spaces around the dash; compared as plain spaces.
      assert.equal(formatPromise(promise, tag).replace(/[\u2009\u202f\u00a0]/g, ' '), text);
    });
  }
});

describe('when a promise ends', () => {
  it('is midnight after the latest day in the buyer’s zone', () => {
    assert.equal(promiseEndsAt('2026-12-07', 'UTC').toISOString(), '2026-12-08T00:00:00.000Z');
    assert.equal(promiseEndsAt('2026-12-07', 'Pacific/Auckland').toISOString(), '2026-12-07T11:00:00.000Z');
    assert.equal(
      promiseEndsAt('2026-12-07', 'America/Los_Angeles').toISOString(),
      '2026-12-08T08:00:00.000Z',
    );
    // The night summer time begins in Los Angeles (8 March 2026).
    assert.equal(
      promiseEndsAt('2026-03-07', 'America/Los_Angeles').toISOString(),
      '2026-03-08T08:00:00.000Z',
    );
    assert.equal(
      promiseEndsAt('2026-03-08', 'America/Los_Angeles').toISOString(),
      '2026-03-09T07:00:00.000Z',
    );
  });
});
