import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../constants.ts';
import {
  messageLanguage,
  PALANQUEE_MESSAGES,
  PALANQUEE_RULES,
  palanqueeMessage,
} from './palanquee-messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the palanquée messages', () => {
  it.each(PALANQUEE_RULES)('%s has a sentence in every language with the French placeholders', (rule) => {
    const texts: Record<string, string> = PALANQUEE_MESSAGES[rule];
    for (const language of INTERFACE_LANGUAGES) {
      expect(texts[language], language).toMatch(/\S/);
      expect(placeholders(texts[language] ?? ''), language).toEqual(placeholders(texts.fr ?? ''));
    }
    expect(new Set(INTERFACE_LANGUAGES.map((language) => texts[language])).size).toBeGreaterThan(1);
  });

  it('fills the placeholders', () => {
    expect(palanqueeMessage('too_deep_for_guide', 'en', { aptitude: 'E2', depth: 20 })).toBe(
      'Guide with E2: 20 m at most',
    );
  });

  it('reads the primary tag of a language and falls back to French', () => {
    expect(messageLanguage('it-CH')).toBe('it');
    expect(messageLanguage('DE')).toBe('de');
    expect(messageLanguage('pt-BR')).toBe('fr');
    expect(messageLanguage('')).toBe('fr');
  });
});
