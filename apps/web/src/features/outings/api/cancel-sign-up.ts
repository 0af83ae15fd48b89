import { cancelSignUp } from '@club/shared/api/outings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { outingsKeys } from './outings-keys.ts';

/** Cancels the member's sign-up (until the deadline). */
export function useCancelSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outingId: number) => callApi(cancelSignUp, { params: { id: outingId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outingsKeys.all }),
  });
}
