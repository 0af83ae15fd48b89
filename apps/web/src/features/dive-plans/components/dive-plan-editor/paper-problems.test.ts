import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { badgeDay, paperProblemLabel } from './paper-problems.ts';

const translations = path.resolve(import.meta.dirname, '../../../../../public/Translations');
const LANGUAGES = ['fr', 'en', 'de', 'es', 'it'] as const;
const load = (language: string) =>
  JSON.parse(readFileSync(path.join(translations, `${language}.json`), 'utf8'));
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'fr',
    fallbackLng: false,
    resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: load(language) }])),
    interpolation: { escapeValue: false },
  });
});

const TODAY = '2026-11-05';
const label = (
  language: string,
  Kind: Parameters<typeof paperProblemLabel>[1]['Kind'],
  until: string | null,
) => paperProblemLabel(i18n.getFixedT(language), { Kind, Valid_until: until }, language, TODAY);

describe("a diver's paper problem on the board", () => {
  it('says a missing paper by its short name, agreed with it in French', () => {
    expect(label('fr', 'licence', null)).toBe('Licence manquante');
    expect(label('fr', 'medical_certificate', null)).toBe('CACI manquant');
    expect(label('fr', 'parental_consent', null)).toBe('Autor. parentale manquante');
    expect(label('en', 'membership', null)).toBe('Membership missing');
  });

  it('says an expired paper with the first day it no longer covers, as the diver’s own papers do', () => {
    expect(label('fr', 'medical_certificate', '2026-11-11')).toBe('CACI expiré le 12/11');
    expect(label('fr', 'membership', '2026-08-31')).toBe('Adhésion expirée le 01/09');
    expect(label('it', 'licence', '2026-08-31')).toBe('Licenza scaduta il 01/09');
    expect(label('es', 'medical_certificate', '2026-11-11')).toBe('CACI caducado el 12/11');
    expect(label('de', 'medical_certificate', '2026-11-11')).toBe('CACI: abgelaufen am 12.11.');
  });

  it('writes the year only when it is not this year', () => {
    expect(badgeDay('2026-11-12', TODAY, 'fr')).toBe('12/11');
    expect(badgeDay('2025-11-12', TODAY, 'fr')).toBe('12/11/2025');
    // The last day of a year: the paper lapsed on the first of the next.
    expect(label('fr', 'licence', '2025-12-31')).toBe('Licence expirée le 01/01');
    expect(label('fr', 'licence', '2024-12-31')).toBe('Licence expirée le 01/01/2025');
  });

  it('has its words in every language', () => {
    for (const language of LANGUAGES) {
      const t = i18n.getFixedT(language);
      for (const key of ['missing', 'missing_f', 'expired', 'expired_f', 'listOf'])
        expect(i18n.exists(`divePlanEditor.papers.${key}`, { lng: language }), `${language} ${key}`).toBe(
          true,
        );
      expect(label(language, 'licence', '2026-06-30')).not.toBe(label(language, 'licence', null));
      expect(t('divePlanEditor.papers.listOf', { name: 'Léa' })).toContain('Léa');
    }
  });
});
