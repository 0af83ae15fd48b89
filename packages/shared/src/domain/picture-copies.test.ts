import { describe, expect, it } from 'vitest';
import { smallerCopyKey, smallerCopySource, smallerCopyUrl } from './picture-copies.ts';

describe('smaller copies of stored pictures', () => {
  it('names the copy after its picture and width, and finds the picture back', () => {
    expect(smallerCopyKey('news/3/12-ab.webp')).toBe('news/3/12-ab-w768.webp');
    expect(smallerCopySource('news/3/12-ab-w768.webp')).toEqual({
      sourceKey: 'news/3/12-ab.webp',
      width: 768,
    });
    expect(smallerCopyUrl('/files/news/3/12-ab.webp')).toBe('/files/news/3/12-ab-w768.webp');
    expect(smallerCopyKey('clubs/3/logo-ab.webp')).toBe('clubs/3/logo-ab-w144.webp');
    expect(smallerCopySource('clubs/3/logo-ab-w144.webp')).toEqual({
      sourceKey: 'clubs/3/logo-ab.webp',
      width: 144,
    });
  });

  it('has none for other files, copies of copies, or addresses elsewhere', () => {
    for (const key of [
      'pictures/3/ab.webp',
      'news/3/sub/ab.webp',
      'news/x/ab.webp',
      'news/3/ab.png',
      'news/3/ab-w768.webp',
    ]) {
      expect(smallerCopyKey(key), key).toBeNull();
    }
    for (const key of [
      'news/3/ab.webp',
      'news/3/ab-w1200.webp',
      'clubs/3/logo-ab-w768.webp',
      'news/3/ab-w144.webp',
      'pictures/3/ab-w768.webp',
      'news/3/-w768.webp/x',
    ]) {
      expect(smallerCopySource(key), key).toBeNull();
    }
    expect(smallerCopyUrl('https://elsewhere.example/news/3/ab.webp')).toBeNull();
    expect(smallerCopyUrl('/files/news/3/ab-w768.webp')).toBeNull();
  });
});
