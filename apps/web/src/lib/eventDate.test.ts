import { describe, expect, it } from 'vitest';
import { eventLocalDate, formatEventDate, relativeEventDay } from './eventDate';

describe('event dates on screen', () => {
  it('shows the calendar day in the locale asked for', () => {
    expect(formatEventDate('2026-03-20', 'long', 'en-US')).toBe('March 20, 2026');
    expect(formatEventDate('2026-03-20', 'long', 'en-GB')).toBe('20 March 2026');
    expect(formatEventDate('2026-03-20', 'full', 'en-US')).toBe('Friday, March 20, 2026');
    expect(formatEventDate('whenever')).toBe('No date set');
  });
  it('reads a value stored before migration 003 as the migration does', () => {
    expect(eventLocalDate('2026-03-19T23:00:00.000Z')?.getDate()).toBe(20);
  });
  it('counts whole days from today', () => {
    const today = new Date(2026, 2, 20, 18, 30);
    expect(relativeEventDay('2026-03-20', today, 'en')).toBe('today');
    expect(relativeEventDay('2026-03-21', today, 'en')).toBe('tomorrow');
    expect(relativeEventDay('2026-03-15', today, 'en')).toBe('5 days ago');
    expect(relativeEventDay('2026-06-20', today, 'en')).toBe('in 3 months');
    expect(relativeEventDay('2028-03-20', today, 'en')).toBe('in 2 years');
  });
});
