import { type DivePlan, recordDiveActuals, saveDivePlan, signDive } from '@club/shared/api/dive-plans';
import { callApi } from '../../../lib/api-client.ts';
import type { DivePlanWrite } from '../offline/outbox.ts';

/**
 * Sends one write of the dive director's queue (offline/outbox.ts) through its call: the palanquées
 * (saveDivePlan), a dive's actuals (recordDiveActuals) or its signature (signDive). Each answers
 * the whole plan as the server now has it.
 */
export function sendDivePlanWrite(write: DivePlanWrite): Promise<DivePlan> {
  switch (write.kind) {
    case 'save':
      return callApi(saveDivePlan, { body: write.body });
    case 'sign':
      return callApi(signDive, { body: write.body });
    case 'actuals':
      return callApi(recordDiveActuals, { body: write.body });
  }
}
