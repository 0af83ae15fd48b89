import { describe, expect, it } from 'vitest';
import { initialTexts, type LanguageText, toNewsList, validateTexts } from './news-form.ts';

/** Editor HTML that shows nothing, told apart without a DOM (the browser uses isBlankHtml). */
const isBlank = (html: string) => html.replace(/<[^>]*>|\s/g, '') === '';

const languages = [
  { Id: 1, Language_key: 'fr' },
  { Id: 2, Language_key: 'en' },
];

function texts(changes: Partial<LanguageText>[]): LanguageText[] {
  return initialTexts(languages, null).map((text, index) => ({ ...text, ...changes[index] }));
}

describe('news form rules (SPEC.md section 5)', () => {
  it('asks for a title and a content in the first language when nothing is written', () => {
    expect([...validateTexts(texts([]), isBlank)]).toEqual([[1, { title: true, content: true }]]);
  });

  it('asks for what is missing in each language that has something written, and only there', () => {
    const found = validateTexts(
      texts([{ title: 'Sortie', content: '<p></p>' }, { intro: 'An intro' }]),
      isBlank,
    );
    expect(found.get(1)).toEqual({ content: true });
    expect(found.get(2)).toEqual({ title: true, content: true });
    expect(validateTexts(texts([{ title: 'Sortie', content: '<p>Au port</p>' }]), isBlank).size).toBe(0);
  });

  it('sends every language, the intro trimmed to 500 characters and blank content as empty', () => {
    const [french, english] = toNewsList(
      texts([
        { title: ' Sortie ', intro: `  ${'a'.repeat(600)}`, content: '<p>Au port</p>' },
        { content: '<p> </p>' },
      ]),
      isBlank,
    );
    expect(french).toEqual({
      Language_id: 1,
      Language_key: 'fr',
      Title: 'Sortie',
      Intro_content: 'a'.repeat(500),
      News_content: '<p>Au port</p>',
    });
    expect(english?.News_content).toBe('');
  });
});
