import { describe, expect, it } from 'vitest';
import { startUpReads } from './keep-for-offline.ts';
import { isPublicRead } from './offline-routes.ts';

describe('what the public pages start from, kept from the first visit', () => {
  const reads = startUpReads('demo', 7);

  it('is the club, its spots, the home’s reads and the first page of the outings, the news and the members', () => {
    expect(reads.slice(0, 2)).toEqual(['/api/Clubs/getClubByAlias/demo', '/api/Spots/getSpotsByClub/7']);
    expect(reads).toEqual(
      expect.arrayContaining([
        '/api/Spots/getMapConfig',
        '/api/Clubs/getCarousel/7',
        '/api/News/getLastNewsByClub/7',
        '/api/Pictures/getLastPicture/7',
        '/api/Videos/getLastVideo/7',
        '/api/Outings/getOutings/7/0?past=false',
        '/api/News/getNewsByClub/7/0',
        '/api/Users/getUsersByClub/7/0',
      ]),
    );
    expect(new Set(reads).size).toBe(reads.length);
  });

  it('holds only reads the service worker keeps', () => {
    for (const read of reads)
      expect(isPublicRead(new URL(read, 'http://demo.localhost').pathname), read).toBe(true);
  });
});
