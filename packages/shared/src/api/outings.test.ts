import { describe, expect, it } from 'vitest';
import { createOuting, editOuting } from './outings.ts';

const valid = {
  Kind: 'boat_dive',
  Start: '2026-07-14T08:00:00.000Z',
  End: '2026-07-14T12:00:00+02:00',
  Deadline: '2026-07-13T18:00:00.000Z',
  Seats: '10',
  Min_level: '2',
  Spot_ids: '3,4',
  Contents: JSON.stringify([{ Language_key: 'FR', Title: ' Épave du Donator ' }, { Language_key: 'en' }]),
};

describe('outing forms', () => {
  it('reads an outing sent form-encoded: numbers, spot ids and texts as text', () => {
    const body = createOuting.body.parse(valid);
    expect(body).toMatchObject({
      Seats: 10,
      Min_level: 2,
      Spot_ids: [3, 4],
      Meeting_point: '',
      Contents: [
        { Language_key: 'fr', Title: 'Épave du Donator', Description: '' },
        { Language_key: 'en', Title: '' },
      ],
    });
    expect(createOuting.body.parse({ ...valid, Spot_ids: '[5]' }).Spot_ids).toEqual([5]);
    expect(createOuting.body.parse({ ...valid, Spot_ids: '' }).Spot_ids).toEqual([]);
  });

  it('refuses an end before the start, a deadline after it, and an outing without any title', () => {
    const fieldOf = (body: object) =>
      createOuting.body.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(fieldOf({ ...valid, End: '2026-07-14T07:00:00.000Z' })).toEqual(['End']);
    expect(fieldOf({ ...valid, Deadline: '2026-07-14T09:00:00.000Z' })).toEqual(['Deadline']);
    expect(fieldOf({ ...valid, Contents: JSON.stringify([{ Language_key: 'fr', Title: '  ' }]) })).toEqual([
      'Contents',
    ]);
    expect(fieldOf({ ...valid, Seats: '0' })).toEqual(['Seats']);
    expect(fieldOf({ ...valid, Min_level: '6' })).toEqual(['Min_level']);
    expect(fieldOf({ ...valid, Kind: 'party' })).toEqual(['Kind']);
  });

  it('needs the Id of the outing to edit', () => {
    expect(editOuting.body.safeParse(valid).success).toBe(false);
    expect(editOuting.body.parse({ ...valid, Id: '7' }).Id).toBe(7);
  });
});
