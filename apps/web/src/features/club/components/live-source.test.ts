import { describe, expect, it } from 'vitest';
import { clubLiveSource, liveSourceOfAddress, spotLiveSource } from './live-source.ts';

describe('where a live is watched', () => {
  it('embeds a YouTube or Vimeo video and links to it on its site', () => {
    expect(liveSourceOfAddress('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      watch: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      site: 'YouTube',
    });
    expect(liveSourceOfAddress('https://vimeo.com/76979871')).toEqual({
      embed: 'https://player.vimeo.com/video/76979871',
      watch: 'https://vimeo.com/76979871',
      site: 'Vimeo',
    });
  });
  it('embeds a YouTube live of another id length, and links to the address given', () => {
    expect(liveSourceOfAddress('https://www.youtube.com/live/abcdefgh')).toEqual({
      embed: 'https://www.youtube-nocookie.com/embed/abcdefgh?autoplay=1',
      watch: 'https://www.youtube.com/live/abcdefgh',
      site: 'YouTube',
    });
  });
  it('only links to another site, and refuses what is not a web address', () => {
    expect(liveSourceOfAddress('https://www.twitch.tv/club')).toEqual({
      embed: null,
      watch: 'https://www.twitch.tv/club',
      site: 'twitch.tv',
    });
    expect(liveSourceOfAddress('javascript:alert(1)')).toBeNull();
    expect(liveSourceOfAddress('not an address')).toBeNull();
  });
  it("falls back on the club's YouTube channel, and has nothing without either", () => {
    expect(clubLiveSource({ Live_url: null, Youtube_id: 'UCabcdefgh' })?.watch).toBe(
      'https://www.youtube.com/channel/UCabcdefgh/live',
    );
    expect(clubLiveSource({ Live_url: null, Youtube_id: null })).toBeNull();
  });
  it("plays a spot's live from its video id", () => {
    expect(spotLiveSource({ Live_url: 'dQw4w9WgXcQ' })).toEqual({
      embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      watch: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      site: 'YouTube',
    });
    expect(spotLiveSource({ Live_url: null })).toBeNull();
  });
});
