import { allCalls } from '@club/shared/api/registry';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_WRITES, READS_SENT_AS_POST } from '../../sw/offline-copy.ts';

/** The contract's POST calls whose effect is one of `effects`, by path. */
const postCallsWith = (...effects: string[]) =>
  new Set(
    allCalls
      .filter((call) => call.method === 'POST' && effects.includes(call.effect ?? ''))
      .map((call) => call.path),
  );

describe('what the API client refuses offline', () => {
  it('lets the reads sent as POST go (they fail as reads), and these only', () => {
    expect(READS_SENT_AS_POST).toEqual(postCallsWith('read', 'cachedRead'));
  });

  it('refuses the background writes without a notice: the view counters sent as POST', () => {
    expect(BACKGROUND_WRITES).toEqual(postCallsWith('counter'));
  });
});
