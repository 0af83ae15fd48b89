import { describe, expect, it } from 'vitest';
import { canonicalVideoUrl, parseVideoUrl, videoEmbedUrl } from './video-url.ts';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=4', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the YouTube address %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ source: 1, id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
  ])('reads the Vimeo address %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ source: 2, id });
  });

  it.each([
    'not a url',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/about',
    'ftp://vimeo.com/76979871',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('builds one stored address and the player address per site', () => {
    expect(canonicalVideoUrl({ source: 1, id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl({ source: 2, id: '76979871' })).toBe('https://player.vimeo.com/video/76979871');
  });
});
