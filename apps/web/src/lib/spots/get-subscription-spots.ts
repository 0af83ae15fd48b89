import { getSubscriptionSpots } from '@club/shared/api/spots';
import { useCall } from '../calls.ts';

/** How many spots the club has and may have (its subscription's Max): a manager's question only. */
export function useSubscriptionSpots(enabled: boolean) {
  return useCall(getSubscriptionSpots, {}, { enabled });
}
