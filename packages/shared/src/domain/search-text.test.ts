import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch, searchWords } from './search-text.ts';

describe('foldText', () => {
  it('drops accents and case', () => {
    expect(foldText('La Gabinière')).toBe('la gabiniere');
    expect(foldText('ÉPAVE du Donator')).toBe('epave du donator');
    expect(foldText('Hyères')).toBe('hyeres');
    expect(foldText('Provence-Alpes-Côte d’Azur')).toBe('provence-alpes-cote d’azur');
  });

  it('spells ligatures out', () => {
    expect(foldText('Cœur de Bœuf')).toBe('coeur de boeuf');
    expect(foldText('Lætitia')).toBe('laetitia');
  });

  it('folds a text written with precomposed or combining accents alike', () => {
    expect(foldText('Me\u0300des')).toBe(foldText('Mèdes'));
  });
});

describe('searchWords', () => {
  it('splits on spaces, hyphens, apostrophes and brackets', () => {
    expect(searchWords("Provence-Alpes-Côte d'Azur")).toEqual(['provence', 'alpes', 'cote', 'd', 'azur']);
    expect(searchWords('Hyères (Porquerolles)')).toEqual(['hyeres', 'porquerolles']);
    expect(searchWords('L’Île-Rousse')).toEqual(['l', 'ile', 'rousse']);
    expect(searchWords('  Spot  n°12 ')).toEqual(['spot', 'n', '12']);
  });
});

describe('matchesSearch', () => {
  it('finds a name typed without accents, in lower case', () => {
    expect(matchesSearch('gabiniere', 'La Gabinière')).toBe(true);
    expect(matchesSearch('medes', 'Cap des Mèdes')).toBe(true);
    expect(matchesSearch('epave du donator', 'Épave du Donator')).toBe(true);
    expect(matchesSearch('hyeres', 'Hyères (Porquerolles)')).toBe(true);
  });

  it('finds by the start of any word, each query word on its own', () => {
    expect(matchesSearch('gabin', 'La Gabinière')).toBe(true);
    expect(matchesSearch('porquerolles', 'Hyères (Porquerolles)')).toBe(true);
    expect(matchesSearch('porq hye', 'Hyères (Porquerolles)')).toBe(true);
    expect(matchesSearch('cote d azur', "Provence-Alpes-Côte d'Azur")).toBe(true);
    expect(matchesSearch("côte d'azur", 'Provence-Alpes-Côte d’Azur')).toBe(true);
    expect(matchesSearch('FRA', 'France')).toBe(true);
  });

  it('typed with accents finds the accented name too', () => {
    expect(matchesSearch('Gabinière', 'La Gabinière')).toBe(true);
    expect(matchesSearch('MÈDES', 'Cap des Mèdes')).toBe(true);
  });

  it('does not match the middle of a word, nor a word the text lacks', () => {
    expect(matchesSearch('biniere', 'La Gabinière')).toBe(false);
    expect(matchesSearch('gabiniere port', 'La Gabinière')).toBe(false);
    expect(matchesSearch('medess', 'Cap des Mèdes')).toBe(false);
  });

  it('searches several texts as one (a spot by its name or its town)', () => {
    expect(matchesSearch('porquerolles', 'Cap des Mèdes', 'Hyères (Porquerolles)')).toBe(true);
    expect(matchesSearch('cap porquerolles', 'Cap des Mèdes', 'Hyères (Porquerolles)')).toBe(true);
    expect(matchesSearch('port-cros', 'Cap des Mèdes', 'Hyères (Porquerolles)', null)).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesSearch('', 'La Gabinière')).toBe(true);
    expect(matchesSearch('  - ', 'La Gabinière')).toBe(true);
  });
});
