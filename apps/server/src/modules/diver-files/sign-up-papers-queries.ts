import type { PaperCheckMode } from '@club/shared/api/diver-files';
import { eq } from 'drizzle-orm';
import { clubs } from '../../db/schema/clubs.ts';
import type { Executor } from '../../platform/data/db.ts';

/** How the club checks papers at sign-up (clubs' columns). */
export interface SignUpPaperRules {
  medicalCertificate: PaperCheckMode;
  licence: PaperCheckMode;
  membership: PaperCheckMode;
  acceptDeclared: boolean;
}

const asMode = (value: string): PaperCheckMode =>
  value === 'block' || value === 'warn' || value === 'off' ? value : 'block';

/** Read fresh, not from the cached club row: a rule the manager just changed applies at once. */
export async function findSignUpPaperRules(db: Executor, clubId: number): Promise<SignUpPaperRules> {
  const [row] = await db
    .select({
      medicalCertificate: clubs.medicalCertificateCheck,
      licence: clubs.licenceCheck,
      membership: clubs.membershipCheck,
      acceptDeclared: clubs.acceptDeclared,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!row) throw new Error(`no club ${clubId}`);
  return {
    medicalCertificate: asMode(row.medicalCertificate),
    licence: asMode(row.licence),
    membership: asMode(row.membership),
    acceptDeclared: row.acceptDeclared,
  };
}
