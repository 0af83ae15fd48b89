import { describe, expect, it } from 'vitest';
import { type CalendarEvent, outingsCalendar } from './calendar.ts';

/** Lines of an iCalendar text as a reader sees them: CRLF-separated, folded lines joined again. */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/** The value of a TEXT property, unescaped as RFC 5545 section 3.3.11 says. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

const valuesOf = (lines: string[], name: string) =>
  lines
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(line.indexOf(':') + 1));

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'outing-12@demo.example.org',
  start: new Date('2026-07-14T07:30:00.000Z'),
  end: new Date('2026-07-14T10:30:00.000Z'),
  title: 'Épave du Donator',
  description: 'Plongée sur l’épave',
  location: 'Port de Porquerolles',
  url: 'https://demo.example.org/sorties/12',
  ...overrides,
});

describe('the iCalendar text of outings', () => {
  it('is a calendar of one event per outing, in UTC times, with its link', () => {
    const text = outingsCalendar({
      calendarName: 'Club de Porquerolles',
      timeZone: 'Europe/Paris',
      events: [event(), event({ uid: 'outing-13@demo.example.org', title: 'Sec de la Gabinière' })],
    });
    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(valuesOf(lines, 'X-WR-CALNAME')).toEqual(['Club de Porquerolles']);
    expect(valuesOf(lines, 'X-WR-TIMEZONE')).toEqual(['Europe/Paris']);
    expect(valuesOf(lines, 'BEGIN')).toEqual(['VCALENDAR', 'VEVENT', 'VEVENT']);
    expect(valuesOf(lines, 'UID')).toEqual(['outing-12@demo.example.org', 'outing-13@demo.example.org']);
    // The same instant in every calendar application, whatever zone it or the server is in.
    expect(valuesOf(lines, 'DTSTART')).toEqual(['20260714T073000Z', '20260714T073000Z']);
    expect(valuesOf(lines, 'DTEND')).toEqual(['20260714T103000Z', '20260714T103000Z']);
    expect(valuesOf(lines, 'SUMMARY').map(unescapeText)).toEqual(['Épave du Donator', 'Sec de la Gabinière']);
    expect(valuesOf(lines, 'URL')).toEqual([
      'https://demo.example.org/sorties/12',
      'https://demo.example.org/sorties/12',
    ]);
  });

  it('ends every line with CRLF and folds lines at 75 octets, never inside a character', () => {
    const text = outingsCalendar({
      calendarName: 'Club',
      events: [event({ description: 'Équipement complet, lampe ; 🐠 '.repeat(20), title: 'é'.repeat(80) })],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = text.split('\r\n').slice(0, -1);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folding happened, and joining the folds gives back every character.
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    const lines = unfold(text);
    expect(valuesOf(lines, 'SUMMARY').map(unescapeText)).toEqual(['é'.repeat(80)]);
    expect(valuesOf(lines, 'DESCRIPTION').map(unescapeText)).toEqual([
      'Équipement complet, lampe ; 🐠 '.repeat(20),
    ]);
  });

  it('escapes commas, semicolons, backslashes and line breaks of the texts', () => {
    const lines = unfold(
      outingsCalendar({
        calendarName: 'Club',
        events: [
          event({
            title: 'Bateau, 2 plongées; retour 17h \\ bar',
            description: 'Ligne 1\nLigne 2\r\nLigne 3',
            location: 'Quai 3, Port; Cassis',
          }),
        ],
      }),
    );
    expect(valuesOf(lines, 'SUMMARY')).toEqual(['Bateau\\, 2 plongées\\; retour 17h \\\\ bar']);
    expect(valuesOf(lines, 'DESCRIPTION')).toEqual(['Ligne 1\\nLigne 2\\nLigne 3']);
    expect(valuesOf(lines, 'LOCATION').map(unescapeText)).toEqual(['Quai 3, Port; Cassis']);
  });

  it('cannot be given new properties or events by what members wrote', () => {
    const hostile =
      'Sortie\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged\r\nSUMMARY:forged\nATTACH:http://evil';
    const lines = unfold(
      outingsCalendar({
        calendarName: `Club\r\nX-INJECTED:1`,
        events: [
          event({
            title: hostile,
            description: hostile,
            location: hostile,
            url: 'https://demo.example.org/sorties/12\r\nATTACH:http://evil',
            uid: 'outing-12@demo\r\nEND:VEVENT',
          }),
        ],
      }),
    );
    expect(valuesOf(lines, 'BEGIN')).toEqual(['VCALENDAR', 'VEVENT']);
    expect(valuesOf(lines, 'END')).toEqual(['VEVENT', 'VCALENDAR']);
    expect(valuesOf(lines, 'UID')).toEqual(['outing-12@demo--END:VEVENT']);
    expect(valuesOf(lines, 'ATTACH')).toEqual([]);
    expect(valuesOf(lines, 'X-INJECTED')).toEqual([]);
    expect(valuesOf(lines, 'SUMMARY').map(unescapeText)).toEqual([hostile.replace(/\r\n/g, '\n')]);
    expect(valuesOf(lines, 'X-WR-CALNAME').map(unescapeText)).toEqual(['Club\nX-INJECTED:1']);
  });

  it('leaves out an empty location', () => {
    const lines = unfold(outingsCalendar({ calendarName: 'Club', events: [event({ location: '' })] }));
    expect(valuesOf(lines, 'LOCATION')).toEqual([]);
  });
});
