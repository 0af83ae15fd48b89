import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../constants.ts';
import { UNPLACED_REASON_CODES, type UnplacedReason, unplacedMessage } from './unplaced-reasons.ts';

const reasons: UnplacedReason[] = [
  { code: 'no_instructor', level: 3 },
  { code: 'no_baptism_instructor' },
  { code: 'training_not_allowed' },
  { code: 'no_guide', depthM: 12 },
  { code: 'no_partner' },
];

describe('why a diver was not placed', () => {
  it('has every reason in the examples', () => {
    expect(reasons.map((reason) => reason.code)).toEqual([...UNPLACED_REASON_CODES]);
  });

  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'fr'))(
    'is written in %s, not left in French',
    (language) => {
      for (const reason of reasons)
        expect(unplacedMessage(reason, language)).not.toBe(unplacedMessage(reason, 'fr'));
    },
  );

  it.each(INTERFACE_LANGUAGES)('names the level and the depth in %s', (language) => {
    expect(unplacedMessage({ code: 'no_instructor', level: 3 }, language)).toContain('E3');
    expect(unplacedMessage({ code: 'no_guide', depthM: 12 }, language)).toContain('12 m');
  });

  it('reads a regional language as its own, and any other as French', () => {
    expect(unplacedMessage({ code: 'no_partner' }, 'en-GB')).toBe(
      unplacedMessage({ code: 'no_partner' }, 'en'),
    );
    expect(unplacedMessage({ code: 'no_partner' }, 'pt')).toBe(unplacedMessage({ code: 'no_partner' }));
  });
});
