/**
 * The plan as the device shows it: the server's last answer with the writes not sent yet laid over it,
 * in order, so that the board and the sheet show at once what the dive director did offline.
 */
import type { DivePlan, DiveProblem, DiveView, PalanqueeView } from '@club/shared/api/dive-plans';
import type { Palanquee, PalanqueeProblems } from '@club/shared/domain/palanquee-rules';
import type { DiveActualsWrite, OutboxEntry, SaveDivePlanWrite, SignDiveWrite } from './outbox.ts';

export interface MergeContext {
  /** The rules on a palanquée whose composition changed (`checkPalanquee` in the reader's language). */
  check(palanquee: Palanquee): PalanqueeProblems;
  /** Who signs on this device, shown until the server answers with its own name. */
  signerName: string;
  /** The outing's spots, to name a dive's site. */
  spots: readonly { Id: number; Name: string }[];
}

type DiveInput = SaveDivePlanWrite['Dives'][number];
type PalanqueeInput = DiveInput['Palanquees'][number];
type Member = PalanqueeView['Members'][number];

/** What the rules read of a palanquée: a change to any of it voids a signature and asks for a new check. */
function palanqueeShape(palanquee: {
  Number: number;
  Activity?: string;
  Autonomous: boolean;
  Gas: string;
  Planned_depth: number;
  Members: readonly { User_id: number; Role: string }[];
}): string {
  const members = palanquee.Members.map((member) => `${member.User_id}:${member.Role}`).sort();
  return JSON.stringify([
    palanquee.Number,
    palanquee.Activity,
    palanquee.Autonomous,
    palanquee.Gas,
    palanquee.Planned_depth,
    members,
  ]);
}

const palanqueesShape = (palanquees: readonly Parameters<typeof palanqueeShape>[0][]) =>
  palanquees.map(palanqueeShape).sort().join('|');

function checkedPalanquee(
  input: PalanqueeInput,
  dive: DiveInput,
  members: Member[],
  divePlan: DivePlan,
  context: MergeContext,
): Pick<PalanqueeView, 'Max_depth' | 'Problems'> {
  const wishes = new Map(divePlan.Divers.map((diver) => [diver.User_id, diver]));
  const palanquee: Palanquee = {
    activity: input.Activity ?? dive.Activity,
    autonomous: input.Autonomous,
    gas: input.Gas,
    plannedDepthM: input.Planned_depth,
    members: members.map((member) => {
      const diver = wishes.get(member.User_id);
      const training = diver?.Intent === 'train' ? diver.Training_toward : null;
      return {
        role: member.Role,
        aptitudes: member.Aptitudes,
        minor: member.Minor,
        beginner: member.Aptitudes.length === 0,
        ...(training ? { trainingToward: training } : {}),
      };
    }),
  };
  const result = context.check(palanquee);
  const problems: DiveProblem[] = result.problems.map((problem) => ({
    Rule: problem.rule,
    Article: problem.article,
    Message: problem.message,
  }));
  return { Max_depth: result.maxDepthM, Problems: problems };
}

/** A dive of a saved plan as it will read once the server has it. */
function diveViewOf(
  input: DiveInput,
  previous: DiveView | undefined,
  divePlan: DivePlan,
  madeAt: string,
  context: MergeContext,
): DiveView {
  const known = new Map<number, Member>();
  for (const dive of divePlan.Dives)
    for (const palanquee of dive.Palanquees)
      for (const member of palanquee.Members) known.set(member.User_id, member);
  const divers = new Map(divePlan.Divers.map((diver) => [diver.User_id, diver]));
  const memberOf = (member: PalanqueeInput['Members'][number]): Member => {
    const diver = divers.get(member.User_id);
    const seen = known.get(member.User_id);
    return {
      User_id: member.User_id,
      Name: diver?.Name ?? seen?.Name ?? '',
      Role: member.Role,
      Aptitudes: diver?.Aptitudes ?? seen?.Aptitudes ?? [],
      Minor: diver?.Minor ?? seen?.Minor ?? false,
    };
  };
  const before = new Map(previous?.Palanquees.map((palanquee) => [palanquee.Number, palanquee]) ?? []);
  const palanquees = input.Palanquees.map((palanquee): PalanqueeView => {
    const old = before.get(palanquee.Number);
    const members = palanquee.Members.map(memberOf);
    const activity = palanquee.Activity ?? input.Activity;
    const unchanged =
      old !== undefined && palanqueeShape({ ...palanquee, Activity: activity }) === palanqueeShape(old);
    return {
      Number: palanquee.Number,
      Activity: activity,
      Autonomous: palanquee.Autonomous,
      Gas: palanquee.Gas,
      Planned_depth: palanquee.Planned_depth,
      Planned_duration: palanquee.Planned_duration,
      ...(unchanged
        ? { Max_depth: old.Max_depth, Problems: old.Problems }
        : checkedPalanquee(palanquee, input, members, divePlan, context)),
      Members: members,
      Override_reason: palanquee.Override_reason,
      Actual: old?.Actual ?? null,
    };
  });
  const palanqueesChanged =
    previous !== undefined && palanqueesShape(previous.Palanquees) !== palanqueesShape(palanquees);
  const voided = previous?.Signed_by != null && palanqueesChanged;
  return {
    Index: input.Index,
    Spot_id: input.Spot_id,
    Spot_name:
      context.spots.find((spot) => spot.Id === input.Spot_id)?.Name ??
      (previous?.Spot_id === input.Spot_id ? previous.Spot_name : null),
    Start: input.Start,
    Activity: input.Activity,
    Gas: input.Gas,
    Planned_depth: input.Planned_depth,
    Planned_duration: input.Planned_duration,
    Signed_by: voided ? null : (previous?.Signed_by ?? null),
    Signed_at: voided ? null : (previous?.Signed_at ?? null),
    Signature_voided_at: voided ? madeAt : (previous?.Signature_voided_at ?? null),
    // The server's version stays: the next write is made on it.
    Version: previous?.Version ?? 0,
    Palanquees: palanquees,
  };
}

function applySave(
  divePlan: DivePlan,
  body: SaveDivePlanWrite,
  madeAt: string,
  context: MergeContext,
): DivePlan {
  const nameOf = (id: number | null, holder: number | null, holderName: string | null) => {
    if (id === null) return null;
    if (id === holder) return holderName;
    return divePlan.Divers.find((diver) => diver.User_id === id)?.Name ?? null;
  };
  const roles = divePlan.Roles;
  // As the server will: the removals first (a dive sent at a removed index is a new one), then the dives
  // sent; a dive the save leaves out stays as it is.
  const removed = new Set(body.Removed_dives.map((dive) => dive.Index));
  const remaining = divePlan.Dives.filter((dive) => !removed.has(dive.Index));
  const sent = new Set(body.Dives.map((dive) => dive.Index));
  const written = body.Dives.map((dive) =>
    diveViewOf(
      dive,
      remaining.find((candidate) => candidate.Index === dive.Index),
      divePlan,
      madeAt,
      context,
    ),
  );
  const dives = [...remaining.filter((dive) => !sent.has(dive.Index)), ...written].sort(
    (a, b) => a.Index - b.Index,
  );
  const placed = new Set(
    dives.flatMap((dive) =>
      dive.Palanquees.flatMap((palanquee) =>
        palanquee.Members.map((member) => `${dive.Index}:${member.User_id}`),
      ),
    ),
  );
  return {
    ...divePlan,
    Roles: {
      Dp_id: body.Roles.Dp_id,
      Pilot_id: body.Roles.Pilot_id,
      Surface_id: body.Roles.Surface_id,
      Dp_name: nameOf(body.Roles.Dp_id, roles.Dp_id, roles.Dp_name),
      Pilot_name: nameOf(body.Roles.Pilot_id, roles.Pilot_id, roles.Pilot_name),
      Surface_name: nameOf(body.Roles.Surface_id, roles.Surface_id, roles.Surface_name),
      Boat: body.Roles.Boat,
      // Whether another card may direct the dives is the server's to say.
      Dp_problems: body.Roles.Dp_id === roles.Dp_id ? roles.Dp_problems : [],
    },
    Rescue_kit: body.Rescue_kit,
    Dives: dives,
    Unassigned: divePlan.Unassigned.filter(
      (diver) =>
        dives.some((dive) => dive.Index === diver.Dive_index) &&
        !placed.has(`${diver.Dive_index}:${diver.User_id}`),
    ),
  };
}

function applySign(divePlan: DivePlan, body: SignDiveWrite, madeAt: string, context: MergeContext): DivePlan {
  return {
    ...divePlan,
    Dives: divePlan.Dives.map((dive) =>
      dive.Index === body.Dive_index
        ? { ...dive, Signed_by: context.signerName, Signed_at: madeAt, Signature_voided_at: null }
        : dive,
    ),
  };
}

function applyActuals(divePlan: DivePlan, body: DiveActualsWrite): DivePlan {
  const figures = new Map(body.Palanquees.map((palanquee) => [palanquee.Number, palanquee]));
  return {
    ...divePlan,
    Dives: divePlan.Dives.map((dive) =>
      dive.Index !== body.Dive_index
        ? dive
        : {
            ...dive,
            Palanquees: dive.Palanquees.map((palanquee) => {
              const actual = figures.get(palanquee.Number);
              if (!actual) return palanquee;
              return {
                ...palanquee,
                Actual: {
                  Entry_time: actual.Entry_time,
                  Exit_time: actual.Exit_time,
                  Max_depth: actual.Max_depth,
                  Duration: actual.Duration,
                  Stops: actual.Stops,
                },
              };
            }),
          },
    ),
  };
}

function applyEntry(shown: DivePlan, entry: OutboxEntry, context: MergeContext): DivePlan {
  switch (entry.write.kind) {
    case 'save':
      return applySave(shown, entry.write.body, entry.madeAt, context);
    case 'sign':
      return applySign(shown, entry.write.body, entry.madeAt, context);
    case 'actuals':
      return applyActuals(shown, entry.write.body);
  }
}

/**
 * The server's plan with every write still on the device laid over it (a write in conflict too: it is kept).
 */
export function mergeOutbox(
  divePlan: DivePlan,
  entries: readonly OutboxEntry[],
  context: MergeContext,
): DivePlan {
  return entries.reduce((shown, entry) => applyEntry(shown, entry, context), divePlan);
}
