import type { User } from '@club/shared/api/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetToken, keepKnownMember, readKnownMember, readToken, storeToken } from './session.ts';

/** A browser's local storage, as much of it as the session uses. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const user: User = {
  Id: 7,
  Club_id: 1,
  Role: 2,
  Lastname: 'Morel',
  Firstname: 'Agnès',
  Nickname: 'Nénette',
  Email: 'agnes@demo.localhost',
  Country_id: 75,
  Gender: true,
  Birthdate: '1980-03-02',
  Practice_type: 1,
  Organism: 'ffessm',
  Diving_level: 'ffessm_n5',
  Avatar_url: '/files/avatars/7.webp',
  Facebook_id: null,
  Language_key: 'fr',
};

describe('the member kept beside the session token, for pages that open offline', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps who they are and their club, nothing else of the account', () => {
    storeToken('demo', 'token-1');
    keepKnownMember('demo', user);
    expect(readKnownMember('demo')).toEqual({ Id: 7, Club_id: 1, Firstname: 'Agnès', Lastname: 'Morel' });
    const kept = storage.items.get('member:demo') ?? '';
    for (const personal of ['agnes@demo.localhost', '1980-03-02', 'Nénette', 'avatars'])
      expect(kept).not.toContain(personal);
  });

  it('is per club site, and only while its token is stored', () => {
    storeToken('demo', 'token-1');
    keepKnownMember('demo', user);
    expect(readKnownMember('other-club')).toBeNull();
    storage.items.delete('token:demo');
    expect(readKnownMember('demo')).toBeNull();
  });

  it('is forgotten on signing out, and when another session starts on the device', () => {
    storeToken('demo', 'token-1');
    keepKnownMember('demo', user);
    forgetToken('demo');
    expect(readToken('demo')).toBeNull();
    expect(storage.items.has('member:demo')).toBe(false);

    storeToken('demo', 'token-1');
    keepKnownMember('demo', user);
    storeToken('demo', 'token-of-someone-else');
    expect(readKnownMember('demo')).toBeNull();
  });

  it('reads nothing from what it did not write', () => {
    storeToken('demo', 'token-1');
    for (const text of [
      'not json',
      'null',
      '{"Id":"7","Club_id":1,"Firstname":"A","Lastname":"B"}',
      '{"Id":7}',
    ]) {
      storage.items.set('member:demo', text);
      expect(readKnownMember('demo'), text).toBeNull();
    }
  });
});
