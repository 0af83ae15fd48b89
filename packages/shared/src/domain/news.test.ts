import { describe, expect, it } from 'vitest';
import { editNewsContent } from '../api/news.ts';
import { normalizeCommentText, trimNewsIntro } from './news.ts';

describe('news texts', () => {
  it('trims the intro to 500 characters without cutting a character in half', () => {
    expect(trimNewsIntro('  court  ')).toBe('court');
    expect(trimNewsIntro('🐠'.repeat(600))).toBe('🐠'.repeat(500));
  });

  it('keeps comments as plain text on unified lines', () => {
    expect(normalizeCommentText('  a\r\nb\u0007 <b>c</b>\n ')).toBe('a\nb <b>c</b>');
  });

  it('reads a news save sent form-encoded, its texts as JSON text', () => {
    const body = editNewsContent.body.parse({
      Id: '',
      Is_event: 'true',
      Event_date: '2025-07-14T18:00:00.000Z',
      news_list: JSON.stringify([{ language_key: 'fr', Title: ' Fête ', News_content: '<p>x</p>' }]),
    });
    expect(body).toMatchObject({
      Id: null,
      Is_event: true,
      news_list: [{ Language_key: 'fr', Title: 'Fête' }],
    });
    expect(editNewsContent.body.safeParse({ Is_event: true, news_list: body.news_list }).success).toBe(false);
  });
});
