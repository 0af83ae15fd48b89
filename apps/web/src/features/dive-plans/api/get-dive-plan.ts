import { getDivePlan } from '@club/shared/api/dive-plans';
import { useCall } from '../../../lib/calls.ts';

/**
 * An outing's roles, dives and palanquées with each palanquée's maximum depth and problems; for its managers
 * and dive director also the divers not placed and everyone's wishes, for another member only the palanquées
 * they are in, and their own wishes. `enabled` false for a visitor or an outing that is no dive: they
 * have no plan to read.
 */
export function useDivePlan(outingId: number, enabled = true) {
  return useCall(getDivePlan, { params: { outingId } }, { enabled });
}
