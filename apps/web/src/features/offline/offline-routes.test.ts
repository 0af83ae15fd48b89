import { allCalls } from '@club/shared/api/registry';
import { pages } from '@club/shared/pages';
import { describe, expect, it } from 'vitest';
import {
  carriesSession,
  isPublicPage,
  isPublicRead,
  isStoredFile,
  keepsReadsOf,
  opensFromAppShell,
} from './offline-routes.ts';

describe('what the service worker keeps for reading offline', () => {
  it('keeps the public pages a diver reads, never the admin area, a member’s own pages or one-time links', () => {
    for (const page of [
      '/',
      '/home/12',
      '/news_list',
      '/news/3',
      '/club',
      '/view_mention_legale',
      '/galerie',
    ]) {
      expect(isPublicPage(page), page).toBe(true);
    }
    for (const page of [
      '/admin/club',
      '/admin/spots',
      '/profile',
      '/contact/4',
      '/auth/0123abcd',
      '/reset_password/0123abcd',
      '/change_email/0123abcd',
      '/register',
      '/home/12/edit',
    ]) {
      expect(isPublicPage(page), page).toBe(false);
    }
  });

  it('opens the dive director’s plan offline from the app shell, and never keeps it as a public page', () => {
    for (const page of [pages.outingDivePlan.to(12), '/sorties/12/palanquees/']) {
      expect(opensFromAppShell(page), page).toBe(true);
      expect(isPublicPage(page), page).toBe(false);
    }
    for (const page of [
      '/sorties/12',
      '/sorties/abc/palanquees',
      '/sorties/12/palanquees/extra',
      '/admin/sorties/12',
      pages.admin.safetySheets.to(),
      '/profile',
      '/auth/0123abcd',
      '/',
      '/home/12',
    ]) {
      expect(opensFromAppShell(page), page).toBe(false);
    }
  });

  it('keeps the public reads, not the admin reads nor the GET calls that write', () => {
    for (const read of [
      '/api/Clubs/getClubByAlias/demo',
      '/api/Clubs/getInfos/1',
      '/api/Spots/getSpotsByClub/1',
      '/api/Spots/getInfos/7',
      '/api/Spots/getLayers/7/0',
      '/api/Spots/getMapConfig',
      '/api/News/getNewsByClub/1/1',
      '/api/News/getNewsDetails/5',
      '/api/News/getCommentsPage/5',
      '/api/Imprint/getImprint',
      '/api/Outings/getOutings/1/0',
      '/api/Outings/getOuting/4',
      '/api/Dolphyn/getDolphyn',
      '/api/Users/getUsersByClub/1/0',
    ]) {
      expect(isPublicRead(read), read).toBe(true);
    }
    for (const call of [
      '/api/Spots/getInfosAdmin/fr/7',
      '/api/Clubs/getInfosAdmin/fr/1',
      '/api/Pictures/addView/3',
      '/api/Pictures/likePicture/3',
      '/api/Users/getUserDetailsByToken',
      '/api/Messages/countUnread',
      '/api/Spots/getLayerVersions/7/0/plan',
      '/api/Users/getAllUsersByClub/1',
      '/api/Outings/getCalendar/1',
      '/api/Outings/getParticipants/4',
      '/api/Spots/exportLayer/7/0/plan',
      '/api/Spots/getSpot/7/extra',
    ]) {
      expect(isPublicRead(call), call).toBe(false);
    }
  });

  it('keeps stored files, and nothing sent with a session', () => {
    expect(isStoredFile('/files/pictures/1/abc.webp')).toBe(true);
    expect(isStoredFile('/assets/index-abc.js')).toBe(false);
    expect(carriesSession(new Headers({ Authorization: 'Bearer x' }))).toBe(true);
    expect(carriesSession(new Headers({ Token: 'x' }))).toBe(true);
    expect(carriesSession(new Headers({ 'Accept-Language': 'fr' }))).toBe(false);
  });
});

describe('the public reads kept offline, against the contract', () => {
  const sample = (path: string) => path.replace(/\{[^}]+\}/g, '1');

  it('are exactly the GET calls anyone may make whose answer to a visitor the server may keep', () => {
    const kept = allCalls.filter((call) => isPublicRead(sample(call.path)));
    expect(kept.length).toBeGreaterThanOrEqual(25);
    for (const call of allCalls) {
      const keptHere = call.method === 'GET' && call.access === 'public' && call.effect === 'cachedRead';
      expect(isPublicRead(sample(call.path)), `${call.method} ${call.path}`).toBe(keptHere);
      expect(keepsReadsOf(call), call.path).toBe(keptHere);
    }
  });
});
