import { describe, expect, it } from 'vitest';
import { isLocalPath, loginPathFor, returnPathFrom } from './return-path.ts';

describe('return path after login', () => {
  it('remembers the asked page with its query', () => {
    expect(loginPathFor('/myPurchases/2?x=1')).toBe('/login?redirect=%2FmyPurchases%2F2%3Fx%3D1');
    expect(returnPathFrom('?redirect=%2FmyPurchases%2F2%3Fx%3D1')).toBe('/myPurchases/2?x=1');
  });

  it.each(['/', '/login', '/login?redirect=%2Fbag'])('does not remember %s', (asked) => {
    expect(loginPathFor(asked)).toBe('/login');
  });

  it.each([
    ['', '/'],
    ['?redirect=', '/'],
    ['?redirect=%2F%2Fevil.example', '/'],
    ['?redirect=https%3A%2F%2Fevil.example', '/'],
    ['?redirect=%2F%5Cevil.example', '/'],
    ['?redirect=%2Fbag', '/bag'],
  ])('after login %j goes to %s', (search, expected) => {
    expect(returnPathFrom(search)).toBe(expected);
  });

  it('accepts only same-app paths', () => {
    expect(isLocalPath('/bag')).toBe(true);
    expect(isLocalPath('bag')).toBe(false);
    expect(isLocalPath(null)).toBe(false);
  });
});
