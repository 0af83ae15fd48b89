import { divePlanLimits } from '@club/shared/domain/dive-plan';
import { depthOf, durationOf } from './dive-plan-draft.ts';

/** A planned depth the plan takes (past 60 m the rules flag the palanquée, the field still takes it). */
export function isDepthText(text: string): boolean {
  const depth = depthOf(text);
  return depth >= 0 && depth <= divePlanLimits.depthM;
}

/** A planned duration the plan takes: whole minutes. */
export function isDurationText(text: string): boolean {
  const duration = durationOf(text);
  return duration >= 0 && duration <= divePlanLimits.durationMin;
}

/** A time of day `HH:MM` as a time field gives it. */
export const isClockText = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
