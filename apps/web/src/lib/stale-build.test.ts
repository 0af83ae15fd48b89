import { describe, expect, it } from 'vitest';
import { claimReload, isMissingCodeError, RELOADED_BUILD_KEY } from './stale-build.ts';

/** sessionStorage as a tab keeps it across its reloads. */
function tabStorage() {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  };
}

describe('a page whose code cannot be loaded', () => {
  it('reloads once per build: the same build failing again shows its error', () => {
    const tab = tabStorage();
    expect(claimReload(tab, '/assets/index-aaa.js')).toBe(true);
    expect(tab.getItem(RELOADED_BUILD_KEY)).toBe('/assets/index-aaa.js');
    expect(claimReload(tab, '/assets/index-aaa.js')).toBe(false);
    expect(claimReload(tab, '/assets/index-aaa.js')).toBe(false);
    // The reload brought the next build; a later deploy may make it reload once too.
    expect(claimReload(tab, '/assets/index-bbb.js')).toBe(true);
    expect(claimReload(tab, '/assets/index-bbb.js')).toBe(false);
  });

  it('never reloads when the tab cannot remember it (storage blocked): it could loop', () => {
    expect(claimReload(null, '/assets/index-aaa.js')).toBe(false);
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(claimReload(blocked, '/assets/index-aaa.js')).toBe(false);
  });

  it("knows each browser's message for a lazy import that failed, and nothing else", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://demo.example.com/assets/news-aaa.js', // Chromium
      'error loading dynamically imported module: https://demo.example.com/assets/news-aaa.js', // Firefox
      'Importing a module script failed.', // Safari
      'Unable to preload CSS for /assets/style-aaa.css', // Vite's helper
    ])
      expect(isMissingCodeError(new TypeError(message)), message).toBe(true);
    expect(isMissingCodeError(new Error('Not found'))).toBe(false);
    expect(isMissingCodeError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isMissingCodeError(new Response(null, { status: 404 }))).toBe(false);
  });
});
