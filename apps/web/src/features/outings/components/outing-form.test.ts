import { createOuting } from '@club/shared/api/outings';
import { describe, expect, it } from 'vitest';
import { schemaValidator } from '../../../lib/forms/schema-form.ts';
import {
  datesFollowingStart,
  dayBefore,
  type OutingFormValues,
  outingBodyOf,
  outingFieldOf,
  outingFormValuesOf,
} from './outing-form.ts';

const languages = [{ Language_key: 'fr' }, { Language_key: 'en' }];
const zone = 'Europe/Paris';

function filled(): OutingFormValues {
  const values = outingFormValuesOf(languages, null, zone);
  return {
    ...values,
    startDate: '2026-07-14',
    endDate: '2026-07-14',
    deadlineDate: dayBefore('2026-07-14'),
    texts: values.texts.map((text, index) => (index === 0 ? { ...text, title: 'Épave du Donator' } : text)),
  };
}

const validate = schemaValidator<OutingFormValues>(
  createOuting.body,
  (values) => outingBodyOf(values, zone),
  outingFieldOf,
);

describe('the outing form', () => {
  it('closes sign-up by default the evening before, at 18:00, across months and years', () => {
    const values = outingFormValuesOf(languages, null, zone);
    expect(values.deadlineTime).toBe('18:00');
    expect(dayBefore('2026-07-14')).toBe('2026-07-13');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayBefore('')).toBe('');
  });

  it('sends the typed times as instants on the club’s clocks', () => {
    const body = outingBodyOf(filled(), zone);
    expect(body.Start).toBe('2026-07-14T07:00:00.000Z');
    expect(body.End).toBe('2026-07-14T10:00:00.000Z');
    expect(body.Deadline).toBe('2026-07-13T16:00:00.000Z');
    expect(outingBodyOf(filled(), 'America/Martinique').Start).toBe('2026-07-14T13:00:00.000Z');
  });

  it('sends a filled form as the shared schema takes it, one text per club language', () => {
    const body = outingBodyOf(
      { ...filled(), spotIds: ['3', '5'], minCertificationStep: '2', newsId: '8' },
      zone,
    );
    const parsed = createOuting.body.parse(body);
    expect(parsed.Spot_ids).toEqual([3, 5]);
    expect(parsed.Min_level).toBe(2);
    expect(parsed.News_id).toBe(8);
    expect(parsed.Contents.map((content) => content.Language_key)).toEqual(['fr', 'en']);
    expect(validate(filled())).toEqual({});
  });

  it('shows the shared rules on the fields they concern', () => {
    expect(Object.keys(validate({ ...filled(), seats: '' }))).toEqual(['seats']);
    expect(Object.keys(validate({ ...filled(), startDate: '' }))).toContain('startDate');
    // The rules between fields, once every field is right on its own.
    const errors = validate({
      ...filled(),
      endTime: '08:00',
      deadlineDate: '2026-07-15',
      texts: filled().texts.map((text) => ({ ...text, title: '' })),
    });
    expect(Object.keys(errors).sort()).toEqual(['deadlineDate', 'endDate', 'texts.0.title']);
  });

  it('maps a refused text to its language’s tab', () => {
    expect(outingFieldOf('Contents.1.Title')).toBe('texts.1.title');
    expect(outingFieldOf('Contents.0.Gear_notes')).toBe('texts.0.gearNotes');
    expect(outingFieldOf('Spot_ids.0')).toBe('spotIds');
  });

  it('fills the form of an existing outing with its texts in each language', () => {
    const values = outingFormValuesOf(
      languages,
      {
        Id: 4,
        Club_id: 1,
        Kind: 'shore_dive',
        Start: '2026-07-14T07:30:00.000Z',
        End: '2026-07-14T10:00:00.000Z',
        Deadline: '2026-07-13T16:00:00.000Z',
        Seats: 8,
        Seats_left: 8,
        Waiting_count: 0,
        Min_level: 2,
        Meeting_point: 'Port',
        Price: '25 €',
        News_id: null,
        Spots: [{ Id: 3, Name: 'A', Latitude: 0, Longitude: 0 }],
        Language_key: 'fr',
        Title: 'Sortie',
        Description: '',
        Gear_notes: '',
        My_status: 'none',
        Contents: [{ Language_key: 'en', Title: 'Outing', Description: 'D', Gear_notes: 'G' }],
      },
      zone,
    );
    expect(values.texts).toEqual([
      { languageKey: 'fr', title: '', description: '', gearNotes: '' },
      { languageKey: 'en', title: 'Outing', description: 'D', gearNotes: 'G' },
    ]);
    expect(values.spotIds).toEqual(['3']);
    expect(values.minCertificationStep).toBe('2');
    expect([values.startDate, values.startTime, values.deadlineDate, values.deadlineTime]).toEqual([
      '2026-07-14',
      '09:30',
      '2026-07-13',
      '18:00',
    ]);
    expect(outingBodyOf(values, zone).Start).toBe('2026-07-14T07:30:00.000Z');
  });

  it('moves the end and the deadline with the start, unless the manager set them apart', () => {
    const fresh = { startDate: '', endDate: '', deadlineDate: '' };
    const first = datesFollowingStart(fresh, '2026-07-14');
    expect(first).toEqual({ endDate: '2026-07-14', deadlineDate: '2026-07-13' });
    const moved = datesFollowingStart({ startDate: '2026-07-14', ...first }, '2026-08-02');
    expect(moved).toEqual({ endDate: '2026-08-02', deadlineDate: '2026-08-01' });
    const setApart = { startDate: '2026-07-14', endDate: '2026-07-16', deadlineDate: '2026-07-10' };
    expect(datesFollowingStart(setApart, '2026-08-02')).toEqual({
      endDate: '2026-07-16',
      deadlineDate: '2026-07-10',
    });
  });
});
