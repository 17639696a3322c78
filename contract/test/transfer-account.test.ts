import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isIban,
  isSwift,
  isTransferAccountComplete,
  normalReference,
  REFERENCE_ALPHABET,
  referenceCheck,
  TransferAccount,
} from '../src/transfer-account.ts';

describe('the receiving bank account', () => {
  it('accepts IBANs with matching check digits, spaced or not, and refuses a typo', () => {
    for (const iban of [
      'DE89 3704 0044 0532 0130 00',
      'GB29NWBK60161331926819',
      'lc55hemm000100010012001200023015',
    ])
      assert.ok(isIban(iban), iban);
    for (const iban of ['DE88370400440532013000', 'DE89370400440532013001', 'GB29NWBK6016133192681', 'XX'])
      assert.ok(!isIban(iban), iban);
  });

  it('accepts 8- and 11-character SWIFT/BIC codes only', () => {
    assert.ok(isSwift('NWBKGB2L'));
    assert.ok(isSwift('demodeffxxx'));
    assert.ok(!isSwift('NWBKGB2'));
    assert.ok(!isSwift('NWBK GB2L'));
    assert.ok(!isSwift('1WBKGB2L'));
  });

  it('is complete with a bank, a holder and an IBAN or an account number', () => {
    const empty = TransferAccount.parse({
      bank_name: '',
      holder: '',
      account_number: '',
      iban: '',
      swift: '',
    });
    assert.ok(!isTransferAccountComplete(empty));
    assert.ok(!isTransferAccountComplete({ ...empty, bank_name: 'B', holder: 'H' }));
    assert.ok(
      isTransferAccountComplete({ ...empty, bank_name: 'B', holder: 'H', account_number: '31926819' }),
    );
    assert.ok(!TransferAccount.safeParse({ ...empty, iban: 'DE88370400440532013000' }).success);
  });
});

describe('the transfer reference', () => {
  const body = '7KQ4M2XD';
  const code = `CB${body}${referenceCheck(body)}`;

  it('reads back however a person typed it', () => {
    assert.equal(normalReference(code), code);
    assert.equal(normalReference(` ${code.slice(0, 5).toLowerCase()}-${code.slice(5)} `), code);
  });

  it('catches any one wrong symbol and two neighbours swapped', () => {
    for (let i = 2; i < 11; i++) {
      for (const symbol of REFERENCE_ALPHABET) {
        if (symbol === code[i]) continue;
        assert.equal(normalReference(code.slice(0, i) + symbol + code.slice(i + 1)), null, `${i} ${symbol}`);
      }
    }
    for (let i = 2; i < 10; i++) {
      if (code[i] === code[i + 1]) continue;
      const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
      assert.equal(normalReference(swapped), null, swapped);
    }
  });

  it('never uses letters read as digits (I, L, O, U)', () => {
    assert.doesNotMatch(REFERENCE_ALPHABET, /[ILOU]/);
    assert.equal(normalReference('CB7KQ4M2XOI'), null);
  });
});
