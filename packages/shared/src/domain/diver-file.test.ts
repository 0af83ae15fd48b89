import { describe, expect, it } from 'vitest';
import {
  covers,
  dayIn,
  isMinorOn,
  licenceCovers,
  licenceSeasonOn,
  licenceSeasonSpan,
  medicalCertificateValidUntil,
  membershipSeasonEnd,
  paperStateOfSpan,
  paperStatesOn,
} from './diver-file.ts';

describe('the FFESSM licence season', () => {
  it('runs from 15 September of the year before to 31 December of its year', () => {
    expect(licenceSeasonSpan(2027)).toEqual({ from: '2026-09-15', until: '2027-12-31' });
  });

  it('sells next season from 15 September on', () => {
    expect(licenceSeasonOn('2026-09-14')).toBe(2026);
    expect(licenceSeasonOn('2026-09-15')).toBe(2027);
    expect(licenceSeasonOn('2026-12-31')).toBe(2027);
    expect(licenceSeasonOn('2027-01-01')).toBe(2027);
  });

  it('covers its days and no other, at each edge', () => {
    expect(licenceCovers(2027, '2026-09-14')).toBe(false);
    expect(licenceCovers(2027, '2026-09-15')).toBe(true);
    expect(licenceCovers(2027, '2027-12-31')).toBe(true);
    expect(licenceCovers(2027, '2028-01-01')).toBe(false);
    // From 15 September to 31 December, two seasons overlap.
    expect(licenceCovers(2026, '2026-12-31')).toBe(true);
    expect(licenceCovers(2026, '2027-01-01')).toBe(false);
  });
});

describe('the medical certificate (CACI): under one year old on the day', () => {
  it('covers 365 days in a common year', () => {
    expect(medicalCertificateValidUntil('2026-03-10')).toBe('2027-03-09');
  });

  it('covers 366 days across a 29 February', () => {
    expect(medicalCertificateValidUntil('2027-03-10')).toBe('2028-03-09');
    expect(medicalCertificateValidUntil('2027-03-01')).toBe('2028-02-29');
  });

  it('of a 29 February covers up to 28 February of the next year', () => {
    expect(medicalCertificateValidUntil('2028-02-29')).toBe('2029-02-28');
  });

  it('is valid on its last day and expired the day after', () => {
    const papers = {
      medicalCertificateDate: '2026-03-10',
      licenceSeason: null,
      membershipUntil: null,
      parentalConsent: false,
      birthdate: null,
    };
    expect(paperStatesOn(papers, '2027-03-09').medical_certificate).toEqual({
      state: 'expiring',
      validUntil: '2027-03-09',
      daysLeft: 0,
    });
    expect(paperStatesOn(papers, '2027-03-10').medical_certificate?.state).toBe('expired');
  });
});

describe('paper states', () => {
  it('is valid beyond 30 days, expiring within, expired after, missing without a date', () => {
    const span = { from: null, until: '2027-08-31' };
    expect(paperStateOfSpan(span, '2027-07-31').state).toBe('valid');
    expect(paperStateOfSpan(span, '2027-08-01')).toEqual({
      state: 'expiring',
      validUntil: '2027-08-31',
      daysLeft: 30,
    });
    expect(paperStateOfSpan(span, '2027-09-01')).toEqual({
      state: 'expired',
      validUntil: '2027-08-31',
      daysLeft: -1,
    });
    expect(paperStateOfSpan(null, '2027-09-01')).toEqual({
      state: 'missing',
      validUntil: null,
      daysLeft: null,
    });
  });

  it('counts a licence not yet in force, or a certificate dated after the day, as missing', () => {
    const papers = {
      medicalCertificateDate: '2027-05-01',
      licenceSeason: 2028,
      membershipUntil: '2027-08-31',
      parentalConsent: false,
      birthdate: '1990-01-01',
    };
    const statuses = paperStatesOn(papers, '2027-04-01');
    expect(statuses.medical_certificate?.state).toBe('missing');
    expect(statuses.licence?.state).toBe('missing');
    expect(statuses.membership?.state).toBe('valid');
    expect(statuses.parental_consent).toBeNull();
  });

  it('asks a parental consent of a minor only, until the eighteenth birthday', () => {
    const minor = {
      medicalCertificateDate: null,
      licenceSeason: null,
      membershipUntil: null,
      parentalConsent: false,
      birthdate: '2010-06-15',
    };
    expect(paperStatesOn(minor, '2028-06-14').parental_consent?.state).toBe('missing');
    expect(paperStatesOn({ ...minor, parentalConsent: true }, '2028-06-14').parental_consent?.state).toBe(
      'valid',
    );
    expect(paperStatesOn(minor, '2028-06-15').parental_consent).toBeNull();
    expect(isMinorOn(null, '2028-06-15')).toBe(false);
  });

  it('counts valid and expiring papers as covering the day', () => {
    expect(covers({ state: 'valid', validUntil: '2027-01-01', daysLeft: 40 })).toBe(true);
    expect(covers({ state: 'expiring', validUntil: '2027-01-01', daysLeft: 4 })).toBe(true);
    expect(covers({ state: 'expired', validUntil: '2027-01-01', daysLeft: -4 })).toBe(false);
    expect(covers({ state: 'missing', validUntil: null, daysLeft: null })).toBe(false);
    expect(covers(null)).toBe(true);
  });
});

describe('the club membership season', () => {
  it('ends on the club season end on or after the day', () => {
    expect(membershipSeasonEnd('08-31', '2026-11-28')).toBe('2027-08-31');
    expect(membershipSeasonEnd('08-31', '2027-08-31')).toBe('2027-08-31');
    expect(membershipSeasonEnd('08-31', '2027-09-01')).toBe('2028-08-31');
  });
});

describe('the club’s today', () => {
  it('is the calendar day in the club’s time zone', () => {
    const lateEvening = new Date('2026-12-31T23:30:00Z');
    expect(dayIn('Europe/Paris', lateEvening)).toBe('2027-01-01');
    expect(dayIn('America/Martinique', lateEvening)).toBe('2026-12-31');
  });
});
