import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from './youtube-embed.ts';

describe('live stream address', () => {
  it('embeds YouTube addresses through the privacy-enhanced host', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1';
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://www.youtube.com/live/dQw4w9WgXcQ')).toBe(embed);
  });

  it('embeds nothing else', () => {
    expect(youtubeEmbedUrl('https://example.org/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(youtubeEmbedUrl('not a url')).toBeNull();
  });
});
