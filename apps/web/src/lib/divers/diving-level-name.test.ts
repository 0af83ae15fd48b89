import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ORGANISM_KEYS } from '@club/shared/domain/organisms';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { divingLevelName } from './diving-level-name.ts';

const translations = path.resolve(import.meta.dirname, '../../../public/Translations');
const load = (language: string) =>
  JSON.parse(readFileSync(path.join(translations, `${language}.json`), 'utf8'));
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'fr',
    fallbackLng: false,
    resources: { fr: { translation: load('fr') }, de: { translation: load('de') } },
  });
});

describe("a diver's card", () => {
  it('lists the FFESSM first', () => {
    expect(ORGANISM_KEYS[0]).toBe('ffessm');
  });

  it('names FFESSM levels as the federation writes them in French, translated elsewhere', () => {
    expect(divingLevelName(i18n.getFixedT('fr'), 'ffessm', 'ffessm_n4')).toBe(
      'FFESSM Niveau 4 – Guide de palanquée',
    );
    expect(divingLevelName(i18n.getFixedT('fr'), 'ffessm', 'ffessm_mf1')).toBe('FFESSM MF1');
    expect(divingLevelName(i18n.getFixedT('de'), 'ffessm', 'ffessm_n2')).toBe('FFESSM Stufe 2');
  });

  it("keeps other organisations' own names, and names no unknown card", () => {
    expect(divingLevelName(i18n.getFixedT('de'), 'padi', 'padi_open_water')).toBe('PADI Open Water Diver');
    expect(divingLevelName(i18n.getFixedT('fr'), 'ffessm', 'padi_open_water')).toBeNull();
    expect(divingLevelName(i18n.getFixedT('fr'), null, null)).toBeNull();
  });
});
