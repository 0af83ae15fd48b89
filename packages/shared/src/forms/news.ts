/**
 * The news editor's form.
 * Only the web app's forms import this file: the schemas stay out of the public pages' JavaScript.
 */
import { z } from 'zod';
import { editNewsContent } from '../api/news.ts';

/**
 * The news editor's rules (SPEC.md section 5), checked before the call's own schema so that each
 * refusal lands on its field with the editor's words: a language with anything written needs its
 * title (title_error) and its content (content_error), a news item needs at least one written
 * language (else the first one's title and content are asked for), an event needs its date.
 * The content arrives as '' when the editor shows nothing.
 */
const newsEditorRules: z.ZodType<unknown> = z
  .looseObject({
    Is_event: z.boolean(),
    Event_date: z.string().nullable().optional(),
    news_list: z.array(
      z.looseObject({ Title: z.string(), Intro_content: z.string(), News_content: z.string() }),
    ),
  })
  .superRefine((body, context) => {
    const missing = (index: number, field: 'Title' | 'News_content') =>
      context.addIssue({
        code: 'custom',
        path: ['news_list', index, field],
        message: field === 'Title' ? 'news.admin.titleError' : 'news.admin.contentError',
      });
    const written = body.news_list.map(
      (text) =>
        text.Title.trim() !== '' || text.Intro_content.trim() !== '' || text.News_content.trim() !== '',
    );
    if (!written.includes(true) && body.news_list.length > 0) {
      missing(0, 'Title');
      missing(0, 'News_content');
    }
    body.news_list.forEach((text, index) => {
      if (!written[index]) return;
      if (text.Title.trim() === '') missing(index, 'Title');
      if (text.News_content.trim() === '') missing(index, 'News_content');
    });
    if (body.Is_event && !body.Event_date)
      context.addIssue({ code: 'custom', path: ['Event_date'], message: 'news.admin.eventDateError' });
  });

/** The news editor's form: its rules, then the call's body. */
export const newsEditorForm = newsEditorRules.pipe(editNewsContent.body);
