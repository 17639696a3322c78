import { AddressFields } from '@crossbay/contract/address';
import { ReviewBody } from '@crossbay/contract/after-sales';
import { describe, expect, it } from 'vitest';
import { fieldRule, type Translate } from './field-rule.ts';

const translate: Translate = (key, values) => `${key} ${JSON.stringify(values ?? {})}`;
const refusal = async (rule: ReturnType<typeof fieldRule>, value: unknown) =>
  rule.validator(undefined, value).then(
    () => null,
    (error: Error) => error.message,
  );

describe('a form rule from a contract schema', () => {
  it('tells a text that is too long with its bound, not that it is empty', async () => {
    expect(await refusal(fieldRule(ReviewBody.shape.content, translate), 'a'.repeat(2001))).toBe(
      'validation.textTooLong {"max":2000}',
    );
    expect(await refusal(fieldRule(ReviewBody.shape.content, translate), '  ')).toBe(
      'validation.reviewEmpty {"min":1}',
    );
  });

  it('names the character rule a pasted text breaks, and keeps what is fine', async () => {
    const addressee = fieldRule(AddressFields.shape.addressee, translate);
    expect(await refusal(addressee, 'Ana\u202Egnp.exe')).toBe('validation.textControl {}');
    expect(await refusal(addressee, 'Ana\nMaría')).toBe('validation.textLineBreak {}');
    expect(await refusal(addressee, 'محمد علي')).toBeNull();
    expect(
      await refusal(fieldRule(ReviewBody.shape.content, translate), 'Good.\nWould buy again.'),
    ).toBeNull();
  });
});
