import { describe, expect, it } from 'vitest';
import { videoStillUrl } from './video-still-url.ts';

describe('videoStillUrl', () => {
  it("gives a YouTube video's hqdefault still image, whatever form its address takes", () => {
    const still = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
    expect(videoStillUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(still);
    expect(videoStillUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(still);
    expect(videoStillUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe(still);
  });

  it('gives nothing for Vimeo (no still without its API) or an address of no video site', () => {
    expect(videoStillUrl('https://vimeo.com/76979871')).toBeNull();
    expect(videoStillUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoStillUrl('not an address')).toBeNull();
  });
});
