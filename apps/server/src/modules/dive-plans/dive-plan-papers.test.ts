import type { DivePlan } from '@club/shared/api/dive-plans';
import { addDays, dayIn, medicalCertificateValidUntil } from '@club/shared/domain/diver-file';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clubs } from '../../db/schema/clubs.ts';
import { setPapers, validPapers } from '../outings/papers-test-support.ts';
import { divePlanApi, type Scene } from './dive-plan-api-support.ts';
import { addParticipants } from './dive-plan-test-support.ts';

/**
 * The divers' papers on the dive director's board (issues 31 and 34): next to each confirmed
 * participant, the papers that will not cover the outing's day, as the club checks them, and a minor's
 * missing parental consent. Only whoever edits the plan sees them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { person, post, readDivePlan, scene } = divePlanApi(() => t);

const outingDay = (s: Scene) => dayIn(s.club.timeZone, s.outing.startsAt);

const problemsOf = (divePlan: DivePlan, userId: number) => {
  const diver = divePlan.Divers.find((entry) => entry.User_id === userId);
  if (!diver) throw new Error(`diver ${userId} is not on the board`);
  return diver.Paper_problems;
};

/** Gives every diver of the scene papers that cover the outing's day. */
async function withValidPapers(s: Scene) {
  for (const diver of [s.guide, s.n1, s.n2, s.otherN2])
    await setPapers(t.db, { id: diver.id, clubId: s.club.id }, validPapers());
}

const setRules = (s: Scene, rules: Partial<typeof clubs.$inferInsert>) =>
  t.db.update(clubs).set(rules).where(eq(clubs.id, s.club.id));

describe("the divers' papers on the board", () => {
  it('shows a certificate that expires before the outing with its last valid day, and nothing when all is well', async () => {
    const s = await scene();
    await withValidPapers(s);
    const issuedOn = addDays(outingDay(s), -370);
    await setPapers(t.db, { id: s.n1.id, clubId: s.club.id }, { medicalCertificateDate: issuedOn });

    const divePlan = await readDivePlan(s.outing, s.manager);
    expect(problemsOf(divePlan, s.n1.id)).toEqual([
      { Kind: 'medical_certificate', Valid_until: medicalCertificateValidUntil(issuedOn) },
    ]);
    expect(medicalCertificateValidUntil(issuedOn) < outingDay(s)).toBe(true);
    expect(problemsOf(divePlan, s.guide.id)).toEqual([]);
  });

  it('lists every paper the club checks that is missing, in the order sign-up reports them', async () => {
    const s = await scene();
    const divePlan = await readDivePlan(s.outing, s.manager);
    expect(problemsOf(divePlan, s.n2.id)).toEqual([
      { Kind: 'medical_certificate', Valid_until: null },
      { Kind: 'licence', Valid_until: null },
      { Kind: 'membership', Valid_until: null },
    ]);
  });

  it('asks for the parental consent of a minor on the outing’s day, whatever the club checks', async () => {
    const s = await scene();
    await setRules(s, { medicalCertificateCheck: 'off', licenceCheck: 'off', membershipCheck: 'off' });
    const birthdate = addDays(outingDay(s), -15 * 365);
    const minor = await person(s.club, 'ffessm_n1', { birthdate });
    const consenting = await person(s.club, 'ffessm_n1', { birthdate });
    await setPapers(t.db, { id: consenting.id, clubId: s.club.id }, { parentalConsent: true });
    await addParticipants(t.db, s.outing, [minor, consenting]);

    const divePlan = await readDivePlan(s.outing, s.manager);
    expect(problemsOf(divePlan, minor.id)).toEqual([{ Kind: 'parental_consent', Valid_until: null }]);
    expect(problemsOf(divePlan, consenting.id)).toEqual([]);
    expect(problemsOf(divePlan, s.n1.id)).toEqual([]);
  });

  it('leaves out a paper the club does not check, and one only waiting for a manager’s check', async () => {
    const s = await scene();
    await setRules(s, { licenceCheck: 'off', acceptDeclared: false });
    await setPapers(t.db, { id: s.n1.id, clubId: s.club.id }, validPapers());

    const divePlan = await readDivePlan(s.outing, s.manager);
    expect(problemsOf(divePlan, s.n1.id)).toEqual([]);
    expect(problemsOf(divePlan, s.n2.id).map((problem) => problem.Kind)).toEqual([
      'medical_certificate',
      'membership',
    ]);
  });

  it('does not ask a baptism for a medical certificate', async () => {
    const s = await scene();
    await withValidPapers(s);
    await setPapers(t.db, { id: s.n1.id, clubId: s.club.id }, { medicalCertificateDate: null });
    await setPapers(t.db, { id: s.n2.id, clubId: s.club.id }, { medicalCertificateDate: null });
    const wishes = await post('setDiveWishes', s.n1, { Outing_id: s.outing.id, Intent: 'baptism' });
    expect(wishes.statusCode, wishes.body).toBe(200);

    const divePlan = await readDivePlan(s.outing, s.manager);
    expect(problemsOf(divePlan, s.n1.id)).toEqual([]);
    expect(problemsOf(divePlan, s.n2.id)).toEqual([{ Kind: 'medical_certificate', Valid_until: null }]);
  });

  it('shows no diver, and so no paper, to a plain member', async () => {
    const s = await scene();
    const divePlan = await readDivePlan(s.outing, s.n2);
    expect(divePlan.Can_edit).toBe(false);
    expect(divePlan.Divers).toEqual([]);
  });
});
