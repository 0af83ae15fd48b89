import {
  getDolphyn,
  getDolphynAdmin,
  getSolutionsAdmin,
  updateDolphyn,
  updateSolutions,
} from '@club/shared/api/dolphyn';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/api-routes.ts';
import { forbidden } from '../../platform/errors.ts';
import { canAdministerClub, canManageClubs } from '../clubs/policy.ts';
import {
  readClubText,
  readClubTextForEdit,
  readSolutions,
  writeClubText,
  writeSolutions,
} from '../clubs/texts.ts';

/** The live page's texts: the club's own (its manager) and the platform's live product (super administrator). */
export function dolphynRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const assertManager = (actor: Parameters<typeof canAdministerClub>[0], clubId: number) => {
    if (!canAdministerClub(actor, clubId)) throw forbidden('Only the club manager may do this');
  };
  const assertSuperAdmin = (actor: Parameters<typeof canManageClubs>[0]) => {
    if (!canManageClubs(actor)) throw forbidden('Only the super administrator may do this');
  };

  registerCall(app, getDolphyn, async ({ club, language }) => {
    const own = await readClubText(db, club, 'live_page', language);
    const solutions = await readSolutions(db, language);
    return { ...own, Solutions: solutions.Description };
  });
  registerCall(app, getDolphynAdmin, async ({ club, actor, params }) => {
    assertManager(actor, club.id);
    return readClubTextForEdit(db, club, 'live_page', params.languageKey);
  });
  registerCall(app, updateDolphyn, async ({ club, actor, body }) => {
    assertManager(actor, club.id);
    return writeClubText(db, club, 'live_page', body);
  });
  registerCall(app, getSolutionsAdmin, async ({ actor, params }) => {
    assertSuperAdmin(actor);
    return readSolutions(db, params.languageKey);
  });
  registerCall(app, updateSolutions, async ({ actor, body }) => {
    assertSuperAdmin(actor);
    return writeSolutions(db, body);
  });
}
