import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query-params.ts';

describe('serializeQuery', () => {
  it('drops empty, null and undefined values at every depth', () => {
    expect(serializeQuery({ a: '', b: null, c: undefined, d: { e: '', f: [null, ''] }, g: 0 })).toBe('g=0');
  });

  it('writes nested objects and arrays in bracket form, keys as they are', () => {
    expect(serializeQuery({ filter: { cat: 3, price: { min: 5 } }, ids: [1, 2], on: true })).toBe(
      'filter[cat]=3&filter[price][min]=5&ids[]=1&ids[]=2&on=true',
    );
    expect(serializeQuery({ rows: [{ id: 1 }, { id: 2 }] })).toBe('rows[][id]=1&rows[][id]=2');
  });

  it('percent-encodes values the RFC 3986 way', () => {
    expect(serializeQuery({ q: "a b&c=d/é!'()*~-_." })).toBe('q=a%20b%26c%3Dd%2F%C3%A9%21%27%28%29%2A~-_.');
  });
});
