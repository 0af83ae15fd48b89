import { getDivePlan } from '@club/shared/api/dive-plans';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { callKey } from '../../../lib/calls.ts';
import { sendDivePlanWrite } from '../api/send-dive-plan-write.ts';
import { KeptDivePlans } from './kept-dive-plans.ts';
import { DivePlanOutbox } from './outbox-sender.ts';

/** One queue per member and club site for the life of the tab: it keeps sending after the page is left. */
const outboxes = new Map<string, DivePlanOutbox>();

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The queue of the member `scope` (`alias:userId`) on this device, started at its first use. */
export function deviceOutbox(scope: string, queryClient: QueryClient): DivePlanOutbox {
  const found = outboxes.get(scope);
  if (found) return found;
  const kept = new KeptDivePlans(window.localStorage, scope);
  kept.forgetOld(Date.now());
  const outbox = new DivePlanOutbox({
    kept,
    send: sendDivePlanWrite,
    readDivePlan: (outingId) => callApi(getDivePlan, { params: { outingId } }),
    online: () => navigator.onLine,
    listenOnline: (listener) => {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    answered: (outingId, divePlan) => {
      queryClient.setQueryData(callKey(getDivePlan, { params: { outingId } }), divePlan);
    },
    now: () => new Date(),
    newId,
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (timer) => clearTimeout(timer),
  });
  outboxes.set(scope, outbox);
  // What an earlier visit left unsent goes now.
  outbox.sendAll();
  return outbox;
}
