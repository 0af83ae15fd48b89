import { z } from 'zod';
import {
  DIVE_ACTIVITIES,
  DIVE_GASES,
  DIVE_INTENTS,
  divePlanLimits,
  PALANQUEE_ROLES,
  RESCUE_KIT_ITEMS,
  TANK_LITRES,
} from '../domain/dive-plan.ts';
import { PAPER_KINDS } from '../domain/diver-file.ts';
import { defineCall } from './contract.ts';
import { aptitudeSchema } from './diver-files.ts';
import { idField, listText, nullable, text } from './fields.ts';

/**
 * The dive director's day (issue 31): an outing's roles (dive director, boat pilot, surface safety),
 * its dives (rotations), the palanquées of each dive checked against the Code du sport
 * (`domain/palanquee-rules.ts`), the dive director's signature, the actuals, and the safety sheet
 * kept a year. The club's managers and the outing's dive director write; a member reads their own
 * palanquée. Each dive carries a `Version`: a write sent with an older `Base_version` (a device that was
 * offline) is refused with `dive_plan_changed`, so nothing is silently lost. The kept safety sheets'
 * calls are in safety-sheets.ts.
 */

export const diveActivitySchema = z.enum(DIVE_ACTIVITIES);

export const diveGasSchema = z.enum(DIVE_GASES);

export const palanqueeRoleSchema = z.enum(PALANQUEE_ROLES);

export const diveIntentSchema = z.enum(DIVE_INTENTS);

export const rescueKitItemSchema = z.enum(RESCUE_KIT_ITEMS);

/** A rule a palanquée (or the dive director's card) breaks, in the reader's language. */
export const diveProblemSchema = z.object({
  Rule: z.string(),
  /** Where the law says it: `annexe III-16 b`, `A322-76`... */
  Article: z.string(),
  Message: z.string(),
});

export type DiveProblem = z.infer<typeof diveProblemSchema>;

/** `HH:MM`, a time of day on the dive's date in the club's time zone. */
const clockField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:MM');

const depthField = z.coerce.number().min(0).max(divePlanLimits.depthM);

const durationField = z.coerce.number().int().min(0).max(divePlanLimits.durationMin);

/** What happened under water, written by the dive director after the dive (A322-72). */
export const diveActualSchema = z.object({
  Entry_time: z.string().nullable(),
  Exit_time: z.string().nullable(),
  Max_depth: z.number().nullable(),
  Duration: z.number().int().nullable(),
  /** Decompression stops as written on the slate: `3 min à 3 m`. */
  Stops: z.string(),
});

export type DiveActual = z.infer<typeof diveActualSchema>;

export const palanqueeMemberSchema = z.object({
  User_id: z.number().int(),
  /** First name and last name. */
  Name: z.string(),
  Role: palanqueeRoleSchema,
  Aptitudes: z.array(aptitudeSchema),
  Minor: z.boolean(),
});

export type PalanqueeMemberView = z.infer<typeof palanqueeMemberSchema>;

export const palanqueeSchema = z.object({
  Number: z.number().int(),
  /** A dive mixes explorers and trainees: each palanquée has its own activity (the dive's by default). */
  Activity: diveActivitySchema,
  Autonomous: z.boolean(),
  Gas: diveGasSchema,
  Planned_depth: z.number(),
  Planned_duration: z.number().int(),
  /** The deepest this palanquée may go as composed (`checkPalanquee`). */
  Max_depth: z.number(),
  Members: z.array(palanqueeMemberSchema),
  Problems: z.array(diveProblemSchema),
  /** Why the dive director keeps the palanquée despite its problems; null when none was given. */
  Override_reason: z.string().nullable(),
  Actual: diveActualSchema.nullable(),
});

export type PalanqueeView = z.infer<typeof palanqueeSchema>;

export const diveSchema = z.object({
  /** From 1, the rotation's order in the day. */
  Index: z.number().int(),
  Spot_id: z.number().int().nullable(),
  /** The spot's name, for the sheet and the board; null without a spot. */
  Spot_name: z.string().nullable(),
  /** ISO 8601 instant. */
  Start: z.string(),
  Activity: diveActivitySchema,
  Gas: diveGasSchema,
  Planned_depth: z.number(),
  Planned_duration: z.number().int(),
  /** The dive director's signature: their name and when (ISO instant); null while unsigned. */
  Signed_by: z.string().nullable(),
  Signed_at: z.string().nullable(),
  /** When a change to the palanquées voided the last signature (ISO instant); null otherwise. */
  Signature_voided_at: z.string().nullable(),
  /** Grows with every write to this dive; sent back as `Base_version`. */
  Version: z.number().int(),
  Palanquees: z.array(palanqueeSchema),
});

export type DiveView = z.infer<typeof diveSchema>;

/** What a member asked for at sign-up. */
export const diveWishesSchema = z.object({
  Intent: diveIntentSchema,
  /** Teaching: the aptitude trained toward (`PE20`, `PA40`...). */
  Training_toward: aptitudeSchema.nullable(),
  Gas: diveGasSchema,
  Buddy_id: z.number().int().nullable(),
  Tank_litres: z.number().int().nullable(),
});

export type DiveWishes = z.infer<typeof diveWishesSchema>;

/** A diver's paper that does not cover the outing's day (issue 34), for the dive director to decide on. */
export const diverPaperProblemSchema = z.object({
  Kind: z.enum(PAPER_KINDS),
  /** Its last valid day (`YYYY-MM-DD`); null when missing (a parental consent is only ever missing). */
  Valid_until: z.string().nullable(),
});

export type DiverPaperProblem = z.infer<typeof diverPaperProblemSchema>;

/** A confirmed participant as the board places them. */
export const plannedDiverSchema = diveWishesSchema.extend({
  User_id: z.number().int(),
  Name: z.string(),
  Aptitudes: z.array(aptitudeSchema),
  Minor: z.boolean(),
  /** Has said what they want to do (otherwise `Intent` is `explore` on air by default). */
  Wishes_given: z.boolean(),
  /**
   * Their papers that will not cover the outing's day: the medical certificate, licence and membership
   * each only when the club checks it (its paper rules, as at sign-up; the certificate not for a
   * baptism, DIVE-RULES.md), and a minor's missing parental consent always. Empty when all is well.
   * A warning: nothing is refused for it.
   */
  Paper_problems: z.array(diverPaperProblemSchema),
});

export type PlannedDiver = z.infer<typeof plannedDiverSchema>;

export const divePlanSchema = z.object({
  Outing_id: z.number().int(),
  Roles: z.object({
    Dp_id: z.number().int().nullable(),
    Pilot_id: z.number().int().nullable(),
    Surface_id: z.number().int().nullable(),
    /** Their names, for the board and the sheet (the holder may have left the participants). */
    Dp_name: z.string().nullable(),
    Pilot_name: z.string().nullable(),
    Surface_name: z.string().nullable(),
    Boat: z.string(),
    /**
     * The dive director's card does not allow directing this outing's dives (N5/DPE for exploration, MF1+ for
     * teaching).
     */
    Dp_problems: z.array(diveProblemSchema),
  }),
  /** The rescue kit items the dive director ticked (A322-78). */
  Rescue_kit: z.array(rescueKitItemSchema),
  /** Whether the asking member may write (a manager or the outing's dive director). */
  Can_edit: z.boolean(),
  Dives: z.array(diveSchema),
  /**
   * Confirmed participants who are not in a palanquée of a dive, with why (editors only; empty for others).
   */
  Unassigned: z.array(
    z.object({
      Dive_index: z.number().int(),
      User_id: z.number().int(),
      Name: z.string(),
      Reason: z.string(),
    }),
  ),
  /** Every confirmed participant with their wishes and aptitudes (editors only; empty for others). */
  Divers: z.array(plannedDiverSchema),
  /** The asking member's own wishes; null when they are not signed up. */
  My_wishes: diveWishesSchema.nullable(),
});

export type DivePlan = z.infer<typeof divePlanSchema>;

const palanqueeInputSchema = z.object({
  Number: z.coerce.number().int().min(1).max(divePlanLimits.palanquees),
  /** Absent: the dive's activity. */
  Activity: diveActivitySchema.optional(),
  Autonomous: z.boolean().default(false),
  Gas: diveGasSchema.default('air'),
  Planned_depth: depthField,
  Planned_duration: durationField,
  Override_reason: nullable(text(divePlanLimits.overrideReason)).default(null),
  Members: z
    .array(z.object({ User_id: idField, Role: palanqueeRoleSchema }))
    .min(1)
    .max(divePlanLimits.membersPerPalanquee),
});

export type PalanqueeInput = z.input<typeof palanqueeInputSchema>;

const diveInputSchema = z.object({
  Index: z.coerce.number().int().min(1).max(divePlanLimits.dives),
  Spot_id: nullable(idField).default(null),
  Start: z.iso.datetime({ offset: true }),
  Activity: diveActivitySchema,
  Gas: diveGasSchema.default('air'),
  Planned_depth: depthField,
  Planned_duration: durationField,
  /**
   * The `Version` this change was made on (0: a dive new on the board); absent: overwrite whatever is there.
   */
  Base_version: z.coerce.number().int().min(0).optional(),
  Palanquees: z.array(palanqueeInputSchema).max(divePlanLimits.palanquees).default([]),
});

export type DiveInput = z.input<typeof diveInputSchema>;

/** A dive as `saveDivePlan` takes it back, from the plan's view of it, on its current version. */
export function diveInputOf(dive: DiveView): z.output<typeof diveInputSchema> {
  return {
    Index: dive.Index,
    Spot_id: dive.Spot_id,
    Start: dive.Start,
    Activity: dive.Activity,
    Gas: dive.Gas,
    Planned_depth: dive.Planned_depth,
    Planned_duration: dive.Planned_duration,
    Base_version: dive.Version,
    Palanquees: dive.Palanquees.map((palanquee) => ({
      Number: palanquee.Number,
      Activity: palanquee.Activity,
      Autonomous: palanquee.Autonomous,
      Gas: palanquee.Gas,
      Planned_depth: palanquee.Planned_depth,
      Planned_duration: palanquee.Planned_duration,
      Override_reason: palanquee.Override_reason,
      Members: palanquee.Members.map((member) => ({ User_id: member.User_id, Role: member.Role })),
    })),
  };
}

/** A dive the dive director removed on purpose (a dive left out of `Dives` is kept as it is). */
const removedDiveSchema = z.object({
  Index: z.coerce.number().int().min(1).max(divePlanLimits.dives),
  /** The `Version` the removal was decided on; absent: remove whatever is there. */
  Base_version: z.coerce.number().int().min(0).optional(),
});

const outingIdBody = { Outing_id: idField };

export const getDivePlan = defineCall({
  method: 'GET',
  path: '/api/Outings/getDivePlan/{outingId}',
  effect: 'read',
  summary:
    "An outing's roles, dives and palanquées, each team with its maximum depth and its problems computed " +
    'by the rules of the Code du sport, in the reader’s language. The club’s managers and the outing’s ' +
    'dive director get every team, the divers not placed and the participants’ wishes; another member ' +
    'of the club gets the roles, the dives and only the palanquées they are in.',
  access: 'member',
  params: z.object({ outingId: idField }),
  response: divePlanSchema,
});

export const proposeDivePlan = defineCall({
  method: 'POST',
  path: '/api/Outings/proposeDivePlan',
  effect: 'privateWrite',
  summary:
    'Build the palanquées of every unsigned dive (or only `Dive_index`) from the confirmed participants ' +
    'who attend: lawful teams first, trainees with a qualified instructor, buddy wishes kept where the ' +
    'rules allow, the least-qualified guide that suffices; who cannot be placed is listed in `Unassigned` ' +
    'with why. Refused on a signed dive (409 `dive_signed`). The club’s managers and the outing’s dive ' +
    'director. Answers the plan.',
  access: 'member',
  body: z.object({ ...outingIdBody, Dive_index: z.coerce.number().int().min(1).optional() }),
  response: divePlanSchema,
});

export const saveDivePlan = defineCall({
  method: 'POST',
  path: '/api/Outings/saveDivePlan',
  effect: 'privateWrite',
  summary:
    'Replace the roles of an outing and write the dives sent in `Dives` (JSON); a dive left out is kept ' +
    'as it is. `Removed_dives` removes dives on purpose, before `Dives` is written: refused on a signed ' +
    'dive or one that has started (409 `dive_signed`: the sheet of a dive that happened is a record, ' +
    'A322-72). Every member of a palanquée is a confirmed participant or was already in that dive (else ' +
    '409 `not_a_participant`), once per dive. A team that breaks a rule is saved and answered with its ' +
    'problems; it cannot be signed without an `Override_reason`. A change to the teams of a signed dive ' +
    'voids its signature (`Signature_voided_at`). A dive written or removed with a `Base_version` other ' +
    'than its `Version` is refused and nothing is written (409 `dive_plan_changed`); a dive new on the ' +
    'board is sent with `Base_version` 0, refused when another device created it meanwhile. The club’s ' +
    'managers and the outing’s dive director. Answers the plan.',
  access: 'member',
  body: z.object({
    ...outingIdBody,
    Roles: z.object({
      Dp_id: nullable(idField).default(null),
      Pilot_id: nullable(idField).default(null),
      Surface_id: nullable(idField).default(null),
      Boat: text(divePlanLimits.boat).default(''),
    }),
    Rescue_kit: z.preprocess(listText, z.array(rescueKitItemSchema).max(RESCUE_KIT_ITEMS.length)).default([]),
    Dives: z.array(diveInputSchema).max(divePlanLimits.dives),
    Removed_dives: z.array(removedDiveSchema).max(divePlanLimits.dives).default([]),
  }),
  response: divePlanSchema,
});

export const signDive = defineCall({
  method: 'POST',
  path: '/api/Outings/signDive',
  effect: 'privateWrite',
  summary:
    'The dive director signs a dive’s safety sheet (their name and the time). Refused while a team has a ' +
    'problem without an override reason (409 `palanquee_problem`) or the dive has no team. The club’s ' +
    'managers and the outing’s dive director. Answers the plan.',
  access: 'member',
  body: z.object({
    ...outingIdBody,
    Dive_index: z.coerce.number().int().min(1).max(divePlanLimits.dives),
    Base_version: z.coerce.number().int().min(0).optional(),
  }),
  response: divePlanSchema,
});

export const recordDiveActuals = defineCall({
  method: 'POST',
  path: '/api/Outings/recordDiveActuals',
  effect: 'privateWrite',
  summary:
    'Write what each palanquée of a dive actually did: entry and exit times (`HH:MM`), maximum depth, ' +
    'duration and stops. Does not void the signature. A `Base_version` older than the dive’s `Version` ' +
    'is refused (409 `dive_plan_changed`). The club’s managers and the outing’s dive director. Answers ' +
    'the plan.',
  access: 'member',
  body: z.object({
    ...outingIdBody,
    Dive_index: z.coerce.number().int().min(1).max(divePlanLimits.dives),
    Base_version: z.coerce.number().int().min(0).optional(),
    Palanquees: z
      .array(
        z.object({
          Number: z.coerce.number().int().min(1).max(divePlanLimits.palanquees),
          Entry_time: nullable(clockField).default(null),
          Exit_time: nullable(clockField).default(null),
          Max_depth: nullable(depthField).default(null),
          Duration: nullable(durationField).default(null),
          Stops: text(divePlanLimits.stops).default(''),
        }),
      )
      .max(divePlanLimits.palanquees),
  }),
  response: divePlanSchema,
});

export const setDiveWishes = defineCall({
  method: 'POST',
  path: '/api/Outings/setDiveWishes',
  effect: 'privateWrite',
  summary:
    'The asking member, signed up for a diving outing, says what they want to do (explore, train toward ' +
    'an aptitude, a baptism), their gas, a buddy wish (a member signed up for the same outing) and a tank ' +
    'size. Answers the wishes.',
  access: 'member',
  body: z.object({
    ...outingIdBody,
    Intent: diveIntentSchema,
    Training_toward: nullable(aptitudeSchema).default(null),
    Gas: diveGasSchema.default('air'),
    Buddy_id: nullable(idField).default(null),
    Tank_litres: nullable(
      z.coerce
        .number()
        .int()
        .refine((litres) => (TANK_LITRES as readonly number[]).includes(litres)),
    ).default(null),
  }),
  response: diveWishesSchema,
});
