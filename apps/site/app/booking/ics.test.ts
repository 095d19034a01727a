import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime } from './ics';

const event = {
  uid: 'c0ffee@lexington-hale.example',
  stamp: new Date('2026-11-25T04:30:00.000Z'),
  start: new Date('2026-11-26T15:00:00.000Z'),
  end: new Date('2026-11-26T15:30:00.000Z'),
  summary: 'Appointment with Lexington & Hale',
  location: '1200 Market Street, Suite 400, Philadelphia, PA 19107',
};

describe('buildIcs', () => {
  it('writes one VEVENT in a VCALENDAR, in UTC, with CRLF line endings', () => {
    expect(buildIcs(event, '-//Lexington & Hale//Booking//EN')).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Lexington & Hale//Booking//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:c0ffee@lexington-hale.example',
        'DTSTAMP:20261125T043000Z',
        'DTSTART:20261126T150000Z',
        'DTEND:20261126T153000Z',
        'SUMMARY:Appointment with Lexington & Hale',
        'LOCATION:1200 Market Street\\, Suite 400\\, Philadelphia\\, PA 19107',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('has no bare line feeds and no line over 75 octets', () => {
    const ics = buildIcs({ ...event, description: `Family Law; ${'é'.repeat(100)}\nCall us` }, 'x');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(ics).toContain('DESCRIPTION:Family Law\\; é');
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds longer lines with CRLF and a space, and unfolds to the same text', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(parts[0]).toHaveLength(75);
    expect(parts[1]).toMatch(/^ /);
    expect(parts[1]).toHaveLength(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'€'.repeat(40)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n')) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('icsDateTime', () => {
  it('writes UTC date-times without separators or milliseconds', () => {
    expect(icsDateTime(new Date('2026-03-08T07:05:09.123Z'))).toBe('20260308T070509Z');
  });
});
