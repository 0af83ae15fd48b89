import type { DiveWishes, setDiveWishes as setDiveWishesCall } from '@club/shared/api/dive-plans';
import { errorCodes } from '@club/shared/api/errors';
import { isDivingOuting } from '@club/shared/domain/outings';
import type { z } from 'zod';
import type { Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { AppError, forbidden, invalidInput } from '../../platform/http/errors.ts';
import { isMemberOf } from '../../platform/http/policy.ts';
import { loadDivePlan, participantOf } from './dive-plan-load.ts';
import { wishesOf } from './dive-plan-view.ts';
import { findDivePlanOuting } from './editor-access.ts';
import { writeSafetySheet } from './safety-sheet-snapshot.ts';
import { upsertWishes } from './write-queries.ts';

/** What a member signed up for a diving outing wants to do there (issue 31). */

type WishesInput = z.output<(typeof setDiveWishesCall)['body']>;

const notAParticipant = () =>
  new AppError(409, errorCodes.notAParticipant, 'Sign up for this dive before saying what you want to do');

export async function setDiveWishes(
  db: Executor,
  scope: ClubScope<Actor>,
  input: WishesInput,
): Promise<DiveWishes> {
  const { club, actor } = scope;
  // The super administrator belongs to no club and signs up for no outing.
  if (!isMemberOf(actor, club)) throw forbidden('Only members of this club sign up for its outings');
  if (input.Intent === 'train' && input.Training_toward === null) {
    throw invalidInput('Training_toward: say which aptitude the training leads to');
  }
  if (input.Buddy_id === actor.userId) throw invalidInput('Buddy_id: choose another member than yourself');
  return db.transaction(async (tx) => {
    const outing = await findDivePlanOuting(tx, club.id, input.Outing_id);
    const divePlan = await loadDivePlan(tx, club, outing);
    const me = participantOf(divePlan, actor.userId);
    if (!me || !isDivingOuting(outing.kind)) throw notAParticipant();
    if (input.Buddy_id !== null && !participantOf(divePlan, input.Buddy_id)) {
      throw invalidInput('Buddy_id: this member is not signed up for the outing');
    }
    const values = {
      intent: input.Intent,
      trainingToward: input.Intent === 'train' ? input.Training_toward : null,
      gas: input.Gas,
      buddyUserId: input.Buddy_id,
      tankLitres: input.Tank_litres,
    };
    await upsertWishes(tx, club.id, outing.id, actor.userId, values);
    // The aptitude trained toward is part of the rules a palanquée is checked by, so the kept sheet follows.
    const written = {
      ...divePlan,
      participants: divePlan.participants.map((p) => (p === me ? { ...p, ...values } : p)),
    };
    if (written.dives.length > 0) await writeSafetySheet(tx, written);
    return wishesOf({ ...me, ...values });
  });
}
