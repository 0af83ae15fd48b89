import type { BodyOf } from '@club/shared/api/contract';
import { setDiveWishes } from '@club/shared/api/dive-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { divePlanKeys } from './dive-plan-keys.ts';

/** The member says what they want to do on the outing's dives; the plan's `My_wishes` is read again. */
export function useSetDiveWishes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof setDiveWishes>) => callApi(setDiveWishes, { body }),
    onSuccess: (_wishes, body) =>
      queryClient.invalidateQueries({ queryKey: divePlanKeys.plans(Number(body.Outing_id)) }),
  });
}
