import type { NewsAdmin, NewsContent } from '@club/shared/api/news';
import { trimNewsIntro } from '@club/shared/domain/news';

/** What the edit form holds for one language of the club. */
export interface LanguageText {
  languageId: number;
  languageKey: string;
  title: string;
  intro: string;
  /** HTML from the editor; '' when empty. */
  content: string;
}

export interface LanguageErrors {
  title?: true;
  content?: true;
}

/** One text per language of the club, in the club's order, filled from the news when it exists. */
export function initialTexts(
  clubLanguages: { Id: number; Language_key: string }[],
  existing: NewsAdmin | null,
): LanguageText[] {
  return clubLanguages.map((language) => {
    const written = existing?.news_list.find((text) => text.Language_id === language.Id);
    return {
      languageId: language.Id,
      languageKey: language.Language_key,
      title: written?.Title ?? '',
      intro: written?.Intro_content ?? '',
      content: written?.News_content ?? '',
    };
  });
}

/**
 * The rule of SPEC.md section 5, per language as the server applies it: a language with anything
 * written needs its title (title_error) and its content (content_error); a news needs at least one
 * written language. `isBlank` tells whether editor HTML shows nothing. Returns the errors by
 * language id; empty when the news may be saved.
 */
export function validateTexts(
  texts: LanguageText[],
  isBlank: (html: string) => boolean,
): Map<number, LanguageErrors> {
  const errors = new Map<number, LanguageErrors>();
  const written = texts.filter(
    (text) => text.title.trim() !== '' || text.intro.trim() !== '' || !isBlank(text.content),
  );
  if (written.length === 0) {
    const first = texts[0];
    if (first) errors.set(first.languageId, { title: true, content: true });
    return errors;
  }
  for (const text of written) {
    const problems: LanguageErrors = {};
    if (text.title.trim() === '') problems.title = true;
    if (isBlank(text.content)) problems.content = true;
    if (problems.title || problems.content) errors.set(text.languageId, problems);
  }
  return errors;
}

/** One language's text as the form sends it to editNewsContent. */
export type NewsTextInput = Pick<
  NewsContent,
  'Language_id' | 'Language_key' | 'Title' | 'Intro_content' | 'News_content'
>;

/** The texts as editNewsContent takes them: every language, intro trimmed to 500 characters. */
export function toNewsList(texts: LanguageText[], isBlank: (html: string) => boolean): NewsTextInput[] {
  return texts.map((text) => ({
    Language_id: text.languageId,
    Language_key: text.languageKey,
    Title: text.title.trim(),
    Intro_content: trimNewsIntro(text.intro),
    News_content: isBlank(text.content) ? '' : text.content,
  }));
}
