import { recordDiveActuals } from '@club/shared/api/dive-plans';
import { describe, expect, it } from 'vitest';
import { schemaValidator } from '../../../lib/forms/schema-form.ts';
import { dive, palanquee } from '../offline/outbox-test-support.ts';
import {
  actualsBodyOf,
  actualsFieldOf,
  changedPalanquees,
  clockText,
  finishedClock,
  minutesBetween,
  type PalanqueeActuals,
  palanqueeActualsOf,
} from './dive-actuals.ts';

/** Types `keys` one by one into a time field, as a thumb on a phone's digits does. */
const typeClock = (keys: string) => [...keys].reduce((text, key) => clockText(text + key), '');

describe('a time typed on the boat', () => {
  it('puts the colon in after the hour', () => {
    expect(typeClock('1042')).toBe('10:42');
    expect(typeClock('0930')).toBe('09:30');
    expect(typeClock('930')).toBe('9:30');
    expect(typeClock('23')).toBe('23');
    expect(typeClock('104')).toBe('10:4');
  });

  it('keeps a colon typed by hand and stops at two digits of minutes', () => {
    expect(typeClock('9:3')).toBe('9:3');
    expect(typeClock('10:425')).toBe('10:42');
    expect(clockText('ab1c0:4x2')).toBe('10:42');
  });

  it('is written HH:MM once done, and left for the form to refuse when it is no time', () => {
    expect(finishedClock('9:30')).toBe('09:30');
    expect(finishedClock('10:42')).toBe('10:42');
    expect(finishedClock('25:00')).toBe('25:00');
    expect(finishedClock('10:4')).toBe('10:4');
  });

  it('gives the minutes between entry and exit', () => {
    expect(minutesBetween('09:31', '10:14')).toBe(43);
    expect(minutesBetween('09:31', '09:31')).toBeNull();
    expect(minutesBetween('', '10:14')).toBeNull();
  });
});

describe('the figures of a dive', () => {
  const recorded = dive(1, {
    Palanquees: [
      palanquee(1, {
        Actual: {
          Entry_time: '09:31',
          Exit_time: '10:14',
          Max_depth: 18.5,
          Duration: 43,
          Stops: '3 min à 3 m',
        },
      }),
      palanquee(2),
    ],
  });

  it('fill the fields as the reader writes numbers, empty where nothing is recorded', () => {
    expect(palanqueeActualsOf(recorded, 'fr')).toEqual([
      { number: 1, entry: '09:31', exit: '10:14', maxDepth: '18,5', duration: '43', stops: '3 min à 3 m' },
      { number: 2, entry: '', exit: '', maxDepth: '', duration: '', stops: '' },
    ]);
    expect(palanqueeActualsOf(recorded, 'en')[0]?.maxDepth).toBe('18.5');
  });

  it('read back as the call’s body, a French comma included', () => {
    const typed: PalanqueeActuals[] = [
      { number: 1, entry: '9:31', exit: '10:14', maxDepth: '18,5', duration: '43', stops: ' 3 min à 3 m ' },
      { number: 2, entry: '', exit: '', maxDepth: '', duration: '', stops: '' },
    ];
    const body = { Outing_id: 12, Dive_index: 1, Palanquees: actualsBodyOf(typed) };
    expect(recordDiveActuals.body.parse(body).Palanquees).toEqual([
      {
        Number: 1,
        Entry_time: '09:31',
        Exit_time: '10:14',
        Max_depth: 18.5,
        Duration: 43,
        Stops: '3 min à 3 m',
      },
      { Number: 2, Entry_time: null, Exit_time: null, Max_depth: null, Duration: null, Stops: '' },
    ]);
  });

  it('put what the schema refuses on the field that holds it', () => {
    const typed: PalanqueeActuals[] = [
      { number: 1, entry: '25:00', exit: '10:14', maxDepth: 'deep', duration: '43', stops: '' },
    ];
    const validate = schemaValidator(
      recordDiveActuals.body,
      (values: { palanquees: PalanqueeActuals[] }) => ({
        Outing_id: 12,
        Dive_index: 1,
        Palanquees: actualsBodyOf(values.palanquees),
      }),
      actualsFieldOf,
    );
    expect(Object.keys(validate({ palanquees: typed })).sort()).toEqual([
      'palanquees.0.entry',
      'palanquees.0.maxDepth',
    ]);
  });

  it('send only the teams whose fields changed', () => {
    const recorded = palanqueeActualsOf(recordedDive(), 'fr');
    const typed = recorded.map((each) => (each.number === 2 ? { ...each, entry: '09:40' } : each));
    expect(changedPalanquees(typed, recorded).map((each) => each.number)).toEqual([2]);
    expect(changedPalanquees(recorded, recorded)).toEqual([]);
  });
});

function recordedDive() {
  return dive(1, {
    Palanquees: [
      palanquee(1, {
        Actual: { Entry_time: '09:31', Exit_time: null, Max_depth: null, Duration: null, Stops: '' },
      }),
      palanquee(2),
    ],
  });
}
