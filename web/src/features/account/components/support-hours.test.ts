import { describe, expect, it } from 'vitest';
import { localSupportHours } from './support-hours.ts';

describe('localSupportHours', () => {
  const day = new Date('2026-11-22T12:00:00Z');

  it('moves UTC hours into the buyer time zone', () => {
    expect(localSupportHours({ from: '01:00', to: '13:00' }, 'en-GB', 'Asia/Shanghai', day)).toEqual({
      from: '09:00',
      to: '21:00',
    });
  });

  it('keeps a span that crosses midnight', () => {
    expect(localSupportHours({ from: '01:00', to: '13:00' }, 'en-GB', 'America/New_York', day)).toEqual({
      from: '20:00',
      to: '08:00',
    });
  });
});
