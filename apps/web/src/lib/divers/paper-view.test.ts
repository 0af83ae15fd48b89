import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Paper } from '@club/shared/api/diver-files';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkText, paperColor, paperDetail, paperProblemText, stateLabel } from './paper-view.ts';

const translations = path.resolve(import.meta.dirname, '../../../public/Translations');
const load = (language: string) =>
  JSON.parse(readFileSync(path.join(translations, `${language}.json`), 'utf8'));
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'fr',
    fallbackLng: false,
    resources: { fr: { translation: load('fr') }, en: { translation: load('en') } },
    interpolation: { escapeValue: false },
  });
});
const fr = () => i18n.getFixedT('fr');
const en = () => i18n.getFixedT('en');

const paper = (State: Paper['State'], Valid_until: string | null, Days_left: number | null): Paper => ({
  State,
  Valid_until,
  Days_left,
});

describe("a paper's badge", () => {
  it('is green when valid, amber when expiring, red when expired or missing', () => {
    expect(paperColor('valid')).toBe('teal');
    expect(paperColor('expiring')).toBe('orange');
    expect(paperColor('expired')).toBe('red');
    expect(paperColor('missing')).toBe('red');
    expect(stateLabel(fr(), 'missing')).toBe('À fournir');
  });

  it('says the days left and the last day it covers', () => {
    expect(paperDetail(fr(), 'medical_certificate', paper('expiring', '2027-03-09', 12), 'fr')).toBe(
      'expire dans 12 jours (valable jusqu’au 9 mars 2027)',
    );
    expect(paperDetail(fr(), 'medical_certificate', paper('expiring', '2027-03-09', 1), 'fr')).toBe(
      'expire dans 1 jour (valable jusqu’au 9 mars 2027)',
    );
    expect(paperDetail(fr(), 'licence', paper('expiring', '2026-12-31', 0), 'fr')).toBe(
      'dernier jour de validité aujourd’hui',
    );
    expect(paperDetail(en(), 'licence', paper('valid', '2027-12-31', 398), 'en')).toBe(
      'expires in 398 days (valid until December 31, 2027)',
    );
  });

  it('says since when an expired paper lapsed, agreeing with the paper in French', () => {
    expect(paperDetail(fr(), 'medical_certificate', paper('expired', '2027-03-02', -5), 'fr')).toBe(
      'expiré depuis le 3 mars 2027',
    );
    expect(paperDetail(fr(), 'licence', paper('expired', '2026-12-31', -40), 'fr')).toBe(
      'expirée depuis le 1 janvier 2027',
    );
  });

  it('says a paper never entered is missing, and a licence of next season is not in force yet', () => {
    expect(paperDetail(fr(), 'medical_certificate', paper('missing', null, null), 'fr')).toBe('manquant');
    expect(paperDetail(fr(), 'membership', paper('missing', null, null), 'fr')).toBe('manquante');
    expect(paperDetail(fr(), 'licence', paper('missing', '2027-12-31', 500), 'fr')).toBe(
      'pas encore en vigueur (valable jusqu’au 31 décembre 2027)',
    );
    expect(paperDetail(fr(), 'parental_consent', paper('valid', null, null), 'fr')).toBe('remise au club');
  });

  it('says who vouches for an entry', () => {
    const declared = { Checked: false, Checked_by_name: null, Checked_at: null };
    const checked = { Checked: true, Checked_by_name: 'Marie Dupont', Checked_at: '2026-10-12T10:00:00Z' };
    expect(checkText(fr(), declared, 'fr')).toBe('déclaré');
    expect(checkText(fr(), checked, 'fr')).toBe('vérifié par Marie Dupont le 12/10/2026');
  });
});

describe('a sign-up refused for a paper', () => {
  it('names the paper and until when it was valid, or that it is missing', () => {
    expect(
      paperProblemText(
        fr(),
        { Code: 'medical_certificate_expired', Kind: 'medical_certificate', Valid_until: '2027-03-02' },
        'fr',
      ),
    ).toBe('Votre certificat médical n’est valable que jusqu’au 2 mars 2027, avant le jour de la sortie.');
    expect(paperProblemText(fr(), { Code: 'licence_expired', Valid_until: null }, 'fr')).toBe(
      'Aucune date n’est enregistrée pour votre licence.',
    );
    expect(paperProblemText(fr(), { Code: 'paper_not_checked', Kind: 'membership' }, 'fr')).toBe(
      'Votre adhésion au club attend la vérification d’un responsable : le club n’accepte que les papiers vérifiés.',
    );
    expect(paperProblemText(fr(), { Code: 'level_not_checked' }, 'fr')).toContain('Votre niveau');
  });
});
