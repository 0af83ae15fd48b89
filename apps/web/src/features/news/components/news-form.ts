import { errorCodes } from '@club/shared/api/errors';
import type { NewsAdmin, NewsContent } from '@club/shared/api/news';
import { trimNewsIntro } from '@club/shared/domain/news';
import { zonedParts, zonedToIso } from '../../../lib/zoned-time.ts';
import type { CroppedPicture } from './news-picture-modal.tsx';

/** What the edit form holds for one language of the club. */
export type LanguageText = {
  languageId: number;
  languageKey: string;
  title: string;
  intro: string;
  /** HTML from the editor; '' when empty. */
  content: string;
};

/**
 * The news editor's fields. Each language keeps its own texts, so that switching language loses
 * nothing; the picture is the framed one waiting to be uploaded with the news.
 */
export type NewsEditorValues = {
  texts: LanguageText[];
  isEvent: boolean;
  /** The datetime-local input's value, on the club's clocks (as the news pages show it), or ''. */
  eventDate: string;
  picture: CroppedPicture | null;
};

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

/** `2026-07-14T07:30:00.000Z` -> `2026-07-14T09:30` on the club's clocks (`Europe/Paris`), for a datetime-local input. */
function toClubInputValue(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const { date, time } = zonedParts(iso, timeZone);
  return `${date}T${time}`;
}

/** A datetime-local value read on the club's clocks, in ISO form as the API takes it; null when invalid. */
function clubInputToIso(value: string, timeZone: string): string | null {
  const [date = '', time = ''] = value.split('T');
  return zonedToIso(date, time.slice(0, 5), timeZone) || null;
}

/** The editor's fields for a new news item (`existing` null) or the one being edited. */
export function newsEditorValuesOf(
  clubLanguages: { Id: number; Language_key: string }[],
  existing: NewsAdmin | null,
  timeZone: string,
): NewsEditorValues {
  return {
    texts: initialTexts(clubLanguages, existing),
    isEvent: existing?.news.Is_event ?? false,
    eventDate: toClubInputValue(existing?.news.Event_date ?? null, timeZone),
    picture: null,
  };
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

/**
 * The editor's fields as editNewsContent's body (the event date in ISO form, SPEC.md section 5; typed
 * on the club's clocks, `timeZone`).
 */
export function newsBodyOf(
  values: NewsEditorValues,
  newsId: number | null,
  isBlank: (html: string) => boolean,
  timeZone: string,
) {
  return {
    ...(newsId !== null ? { Id: newsId } : {}),
    Is_event: values.isEvent,
    Event_date: values.isEvent ? clubInputToIso(values.eventDate, timeZone) : null,
    news_list: toNewsList(values.texts, isBlank),
  };
}

const textFields: Record<string, keyof LanguageText> = {
  Title: 'title',
  Intro_content: 'intro',
  News_content: 'content',
};

/** A refused body field's editor field: `news_list.1.Title` is the second language's title. */
export function newsFieldOf(path: string): string | undefined {
  if (path === 'Event_date') return 'eventDate';
  const match = /^news_list\.(\d+)\.(\w+)$/.exec(path);
  const field = match?.[2] ? textFields[match[2]] : undefined;
  return match && field ? `texts.${match[1]}.${field}` : undefined;
}

/** The index of the language a field belongs to (`texts.1.title` -> 1), or undefined. */
export function languageIndexOf(field: string): number | undefined {
  const match = /^texts\.(\d+)\./.exec(field);
  return match ? Number(match[1]) : undefined;
}

const isWritten = (text: LanguageText, isBlank: (html: string) => boolean) =>
  text.title.trim() !== '' || text.intro.trim() !== '' || !isBlank(text.content);

/**
 * The field a refusal of the server names without saying which language (title_error,
 * content_error): the first written language missing it, as the server checks them, else the first
 * written language (or the first language when none is written). Undefined for other codes.
 */
export function fieldOfNewsRefusal(
  code: string,
  texts: LanguageText[],
  isBlank: (html: string) => boolean,
): string | undefined {
  const field =
    code === errorCodes.titleError ? 'title' : code === errorCodes.contentError ? 'content' : null;
  if (field === null || texts.length === 0) return undefined;
  const missing = (text: LanguageText) =>
    field === 'title' ? text.title.trim() === '' : isBlank(text.content);
  let index = texts.findIndex((text) => isWritten(text, isBlank) && missing(text));
  if (index < 0)
    index = Math.max(
      0,
      texts.findIndex((text) => isWritten(text, isBlank)),
    );
  return `texts.${index}.${field}`;
}
