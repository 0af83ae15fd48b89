import type { Aptitude } from '@club/shared/domain/aptitudes';
import { addDays, dayIn, licenceSeasonOn, membershipSeasonEnd } from '@club/shared/domain/diver-file';
import { diverFiles, type StoredCheck } from '../db/schema/diver-files.ts';
import { clubRow } from '../platform/data/club-rows.ts';
import type { Executor } from '../platform/data/db.ts';

/**
 * The demo members' papers (issue 34), dated from the seeding day so the demo stays true whenever it
 * is seeded: most in order, Camille's certificate ending in 10 days (amber), Sofia's expired two weeks
 * ago although she is signed up for the boat dive in 3 days (red in its participants list). The PADI
 * cards (Tom, Sofia) carry the aptitudes the manager assigned after checking them.
 */

type PaperState = 'valid' | 'certificate_expiring' | 'certificate_expired';

interface DemoPapers {
  state: PaperState;
  /** Aptitudes the dive director assigned to a foreign card (A322-77). */
  assigned?: readonly Aptitude[];
  /** Entries the manager has not checked: shown "declared". */
  declared?: boolean;
}

export const DEMO_PAPERS: Readonly<Record<string, DemoPapers>> = {
  'manager@demo.localhost': { state: 'valid' },
  'marin@demo.localhost': { state: 'valid' },
  'lea@demo.localhost': { state: 'valid', declared: true },
  'tom@demo.localhost': { state: 'valid', assigned: ['PE40', 'PA20'], declared: true },
  'camille@demo.localhost': { state: 'certificate_expiring' },
  'hugo@demo.localhost': { state: 'valid' },
  'ines@demo.localhost': { state: 'valid' },
  'julien@demo.localhost': { state: 'valid' },
  'sofia@demo.localhost': { state: 'certificate_expired', assigned: ['PE40', 'PA20'] },
  'nicolas@demo.localhost': { state: 'valid' },
  'agnes@demo.localhost': { state: 'valid' },
  'pierre@demo.localhost': { state: 'valid' },
};

/** The certificate date whose last valid day is `lastDay` (a year, less a day, before it). */
function medicalCertificateEnding(lastDay: string): string {
  const next = addDays(lastDay, 1);
  return `${Number(next.slice(0, 4)) - 1}${next.slice(4)}`;
}

function medicalCertificateDateFor(state: PaperState, today: string): string {
  if (state === 'certificate_expiring') return medicalCertificateEnding(addDays(today, 10));
  if (state === 'certificate_expired') return medicalCertificateEnding(addDays(today, -14));
  // Dated a few months ago.
  return addDays(today, -95);
}

const CHECKED_ENTRIES = ['level', 'licence', 'medical_certificate', 'membership'] as const;

export async function seedPapers(
  db: Executor,
  ids: {
    clubId: number;
    timeZone: string;
    seasonEnd: string;
    userIds: ReadonlyMap<string, number>;
    manager: { id: number; name: string };
  },
  now: Date,
): Promise<void> {
  const today = dayIn(ids.timeZone, now);
  const checkedAt = new Date(now.getTime() - 20 * 86_400_000);
  const check: StoredCheck = { byId: ids.manager.id, byName: ids.manager.name, at: checkedAt.toISOString() };
  for (const [email, papers] of Object.entries(DEMO_PAPERS)) {
    const userId = ids.userIds.get(email);
    if (userId === undefined) throw new Error(`The demo has no member ${email}`);
    const assigned = papers.assigned ?? [];
    await db.insert(diverFiles).values(
      clubRow(diverFiles, ids.clubId, {
        userId,
        licenceNumber: `A-${String(now.getUTCFullYear()).slice(2)}-${String(700_000 + userId * 37).padStart(6, '0')}`,
        licenceSeason: licenceSeasonOn(today),
        medicalCertificateDate: medicalCertificateDateFor(papers.state, today),
        // Paid for the season covering the coming weeks (renewed ahead at the end of a season).
        membershipUntil: membershipSeasonEnd(ids.seasonEnd, addDays(today, 45)),
        assignedAptitudes: [...assigned],
        ...(assigned.length > 0
          ? { assignedById: ids.manager.id, assignedByName: ids.manager.name, assignedAt: checkedAt }
          : {}),
        checks: papers.declared ? {} : Object.fromEntries(CHECKED_ENTRIES.map((entry) => [entry, check])),
      }),
    );
  }
}
