import { newsEditorForm } from '@club/shared/forms/news';
import { describe, expect, it } from 'vitest';
import {
  fieldOfNewsRefusal,
  type LanguageText,
  newsBodyOf,
  newsEditorValuesOf,
  newsFieldOf,
  toNewsList,
} from './news-form.ts';

/** Editor HTML that shows nothing, told apart without a DOM (the browser uses isBlankHtml). */
const isBlank = (html: string) => html.replace(/<[^>]*>|\s/g, '') === '';

const languages = [
  { Id: 1, Language_key: 'fr' },
  { Id: 2, Language_key: 'en' },
];

function texts(changes: Partial<LanguageText>[]): LanguageText[] {
  return newsEditorValuesOf(languages, null, 'Europe/Paris').texts.map((text, index) => ({
    ...text,
    ...changes[index],
  }));
}

/** The editor fields in error, as the form shows them: the shared rules, mapped back to the fields. */
function fieldsInError(changes: Partial<LanguageText>[], event = { isEvent: false, eventDate: '' }) {
  const values = { ...newsEditorValuesOf(languages, null, 'Europe/Paris'), ...event, texts: texts(changes) };
  const result = newsEditorForm.safeParse(newsBodyOf(values, null, isBlank, 'Europe/Paris'));
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [newsFieldOf(issue.path.join('.')), issue.message]),
  );
}

describe('news form rules (SPEC.md section 5)', () => {
  it('asks for a title and a content in the first language when nothing is written', () => {
    expect(fieldsInError([])).toEqual({
      'texts.0.title': 'news.admin.titleError',
      'texts.0.content': 'news.admin.contentError',
    });
  });

  it('asks for what is missing in each language that has something written, and only there', () => {
    expect(fieldsInError([{ title: 'Sortie', content: '<p></p>' }, { intro: 'An intro' }])).toEqual({
      'texts.0.content': 'news.admin.contentError',
      'texts.1.title': 'news.admin.titleError',
      'texts.1.content': 'news.admin.contentError',
    });
    expect(fieldsInError([{ title: 'Sortie', content: '<p>Au port</p>' }])).toEqual({});
  });

  it('asks for the date of an event', () => {
    const written = [{ title: 'Sortie', content: '<p>Au port</p>' }];
    expect(fieldsInError(written, { isEvent: true, eventDate: '' })).toEqual({
      eventDate: 'news.admin.eventDateError',
    });
    expect(fieldsInError(written, { isEvent: true, eventDate: '2026-07-14T20:00' })).toEqual({});
  });

  it("reads an event's date and time on the club's clocks, whatever the manager's own time zone", () => {
    const written = {
      ...newsEditorValuesOf(languages, null, 'Europe/Paris'),
      texts: texts([{ title: 'Sortie' }]),
    };
    const typed = { ...written, isEvent: true, eventDate: '2026-07-14T20:00' };
    // 20:00 in Paris in July is 18:00 UTC; in Tahiti, 06:00 UTC the next day.
    expect(newsBodyOf(typed, null, isBlank, 'Europe/Paris').Event_date).toBe('2026-07-14T18:00:00.000Z');
    expect(newsBodyOf(typed, null, isBlank, 'Pacific/Tahiti').Event_date).toBe('2026-07-15T06:00:00.000Z');
    // An event being edited shows its time as the news pages do.
    const existing = {
      news: { Id: 3, Is_event: true, Event_date: '2026-07-14T18:00:00.000Z' },
      news_list: [],
    } as unknown as Parameters<typeof newsEditorValuesOf>[1];
    expect(newsEditorValuesOf(languages, existing, 'Europe/Paris').eventDate).toBe('2026-07-14T20:00');
    expect(newsEditorValuesOf(languages, existing, 'Pacific/Tahiti').eventDate).toBe('2026-07-14T08:00');
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

  it("puts the server's title_error and content_error on the language in error", () => {
    const written = texts([{ title: 'Sortie', content: '<p>Au port</p>' }, { intro: 'An intro' }]);
    expect(fieldOfNewsRefusal('title_error', written, isBlank)).toBe('texts.1.title');
    expect(fieldOfNewsRefusal('content_error', written, isBlank)).toBe('texts.1.content');
    // The server saw a blank content where the browser did not: the first written language.
    const both = texts([
      { title: 'Sortie', content: '<p>x</p>' },
      { title: 'Trip', content: '<p>y</p>' },
    ]);
    expect(fieldOfNewsRefusal('content_error', both, isBlank)).toBe('texts.0.content');
    expect(fieldOfNewsRefusal('internal', both, isBlank)).toBeUndefined();
  });
});
