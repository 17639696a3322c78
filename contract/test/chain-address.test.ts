import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isAddressOn, isEvmAddress, isTronAddress, withdrawalAddressRefusal } from '../src/chain-address.ts';

// base58check of 0x41 and twenty 0x11 bytes: a well-formed Tron address nobody holds a key for.
const TRON = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV';
// The same with its last character changed: the checksum no longer matches.
const TRON_BAD_CHECKSUM = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdW';
// EIP-55's own test vectors.
const EIP55 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const EIP55_WRONG_CASE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

describe('chain addresses', () => {
  const rows: [string, string, string, boolean][] = [
    ['a Tron address', 'TRC20', TRON, true],
    ['the USDT contract on Tron', 'TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true],
    ['a Tron address with a broken checksum', 'TRC20', TRON_BAD_CHECKSUM, false],
    ['a Tron address one character short', 'TRC20', TRON.slice(0, -1), false],
    ['a Tron address with a character base58 leaves out', 'TRC20', `${TRON.slice(0, -1)}0`, false],
    ['a Bitcoin address (version byte 0x00)', 'TRC20', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', false],
    ['an Ethereum address sent for Tron', 'TRC20', EIP55, false],
    ['a Tron address sent for Ethereum', 'ERC20', TRON, false],
    ['a lower-case Ethereum address', 'ERC20', EIP55.toLowerCase(), true],
    ['an upper-case Ethereum address', 'ERC20', `0x${EIP55.slice(2).toUpperCase()}`, true],
    ['a valid EIP-55 address', 'ERC20', EIP55, true],
    ['another EIP-55 vector', 'ERC20', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', true],
    ['a digits-heavy EIP-55 vector', 'BEP20', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', true],
    ['a mixed-case address with a wrong checksum', 'ERC20', EIP55_WRONG_CASE, false],
    ['the same wrong checksum on BNB Chain', 'BEP20', EIP55_WRONG_CASE, false],
    ['39 hex digits', 'ERC20', EIP55.slice(0, -1), false],
    ['no 0x', 'ERC20', EIP55.slice(2), false],
  ];
  for (const [name, network, address, accepted] of rows) {
    it(`${accepted ? 'accepts' : 'refuses'} ${name} on ${network}`, () => {
      assert.equal(isAddressOn(network, address), accepted);
    });
  }

  it('knows the network by its name in any case, and nothing of networks it has no rule for', () => {
    assert.equal(isAddressOn('trc20', TRON), true);
    assert.equal(isAddressOn('SOL', TRON), null);
    assert.equal(isTronAddress(TRON), true);
    assert.equal(isEvmAddress(TRON), false);
  });
});

describe('the withdrawal address rule (spec §5)', () => {
  const rows: [string, string | undefined, string | undefined, string | null][] = [
    ['no network', undefined, TRON, 'validation.sameNetwork'],
    ['no address', 'TRC20', '  ', 'validation.walletAddressRequired'],
    ['an address of another network', 'TRC20', EIP55, 'validation.sameNetwork'],
    ['a malformed address', 'ERC20', '0xabc', 'validation.sameNetwork'],
    ['a broken checksum', 'ERC20', EIP55_WRONG_CASE, 'validation.sameNetwork'],
    ['a right one, with spaces around', 'TRC20', ` ${TRON} `, null],
    ['a network without a rule', 'SOL', 'anything', null],
  ];
  for (const [name, network, address, key] of rows) {
    it(`${key ?? 'accepts'}: ${name}`, () => {
      assert.equal(withdrawalAddressRefusal(network, address), key);
    });
  }
});
