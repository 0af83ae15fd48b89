import { describe, expect, it } from 'vitest';
import {
  canMatchRows,
  decodeCsv,
  guessField,
  guessMapping,
  mappingToSend,
  readCsvHeader,
  separatorOf,
  splitCsvLine,
} from './diver-files-import-columns.ts';
import { rowProblems } from './diver-files-import-problems.ts';

describe('reading the header of an imported CSV', () => {
  it('splits on semicolons, as a French spreadsheet saves', () => {
    expect(readCsvHeader('Nom;Prénom;N° licence\nMartin;Tom;A-123\n')).toEqual([
      'Nom',
      'Prénom',
      'N° licence',
    ]);
  });

  it('splits on commas, with Windows line ends, a byte-order mark and spaces around names', () => {
    expect(readCsvHeader('\uFEFF Email , Certificat médical\r\nx@y.fr,2026-03-10\r\n')).toEqual([
      'Email',
      'Certificat médical',
    ]);
  });

  it('keeps quoted separators and doubled quotes inside a name', () => {
    expect(readCsvHeader('"Nom; prénom";"Le ""CACI""";Saison\n')).toEqual([
      'Nom; prénom',
      'Le "CACI"',
      'Saison',
    ]);
    expect(splitCsvLine('"a,b",c', ',')).toEqual(['a,b', 'c']);
  });

  it('picks the separator seen more often outside quotes', () => {
    expect(separatorOf('"Nom, prénom";Email;Saison')).toBe(';');
    expect(separatorOf('Nom,Prénom;Alias,Email')).toBe(',');
    expect(separatorOf('Nom\tPrénom\tE-mail, courriel')).toBe('\t');
    expect(separatorOf('Nom')).toBe(',');
  });

  it('skips blank lines before the header; an empty file has no columns', () => {
    expect(readCsvHeader('\n\r\nNom,Email\n')).toEqual(['Nom', 'Email']);
    expect(readCsvHeader('')).toEqual([]);
  });

  it('reads a Windows-1252 file as such, and UTF-8 as UTF-8', () => {
    const windows = new Uint8Array([0x50, 0x72, 0xe9, 0x6e, 0x6f, 0x6d]); // "Prénom" in Windows-1252
    expect(decodeCsv(windows.buffer)).toBe('Prénom');
    expect(decodeCsv(new TextEncoder().encode('Prénom').buffer as ArrayBuffer)).toBe('Prénom');
  });
});

describe('guessing the field of a column', () => {
  it.each([
    ['N° licence', 'licence_number'],
    ['Licence', 'licence_number'],
    ['Numéro de licence', 'licence_number'],
    ['Email', 'email'],
    ['E-mail', 'email'],
    ['Courriel', 'email'],
    ['Nom', 'lastname'],
    ['NOM', 'lastname'],
    ['Prénom', 'firstname'],
    ['Date de naissance', 'birthdate'],
    ['Certificat médical', 'medical_certificate_date'],
    ['Date CACI', 'medical_certificate_date'],
    ['Saison', 'licence_season'],
    ['Saison licence', 'licence_season'],
    ['Adhésion', 'membership_until'],
    ['Adhésion jusqu’au', 'membership_until'],
  ] as const)('%s -> %s', (column, field) => {
    expect(guessField(column)).toBe(field);
  });

  it.each(['Téléphone', 'Ville', 'Nom du club', 'Commentaire'])('%s: no guess', (column) => {
    expect(guessField(column)).toBeNull();
  });

  it('maps each field to its first column only, and sends only the mapped columns', () => {
    const mapping = guessMapping(['Email', 'Téléphone', 'Courriel', 'Nom']);
    expect(mapping).toEqual({ Email: 'email', Téléphone: null, Courriel: null, Nom: 'lastname' });
    expect(mappingToSend(mapping)).toEqual({ Email: 'email', Nom: 'lastname' });
  });
});

describe('whether rows can find their member', () => {
  it('by licence number, by e-mail, or by names with the birth date', () => {
    expect(canMatchRows({ a: 'licence_number' })).toBe(true);
    expect(canMatchRows({ a: 'email', b: null })).toBe(true);
    expect(canMatchRows({ a: 'lastname', b: 'firstname', c: 'birthdate' })).toBe(true);
    expect(canMatchRows({ a: 'lastname', b: 'firstname', c: 'medical_certificate_date' })).toBe(false);
    expect(canMatchRows({ a: null })).toBe(false);
  });
});

describe('reading why a row is left out of an import', () => {
  it('recognises each reason the server gives, several joined by "; "', () => {
    expect(rowProblems('No member matches its licence number, e-mail, or name and birth date')).toEqual([
      { kind: 'noMatch' },
    ]);
    expect(rowProblems('The same member as line 2')).toEqual([{ kind: 'sameMember', line: '2' }]);
    expect(
      rowProblems(
        'medical_certificate_date: unreadable date "31/02/2026" (YYYY-MM-DD or DD/MM/YYYY); licence_season: unreadable season "x"',
      ),
    ).toEqual([
      { kind: 'unreadableDate', field: 'medical_certificate_date', text: '31/02/2026' },
      { kind: 'unreadableSeason', text: 'x' },
    ]);
    expect(rowProblems('licence_number: longer than 40 characters')).toEqual([{ kind: 'licenceTooLong' }]);
    expect(rowProblems('Something new')).toEqual([{ kind: 'other', text: 'Something new' }]);
  });
});
