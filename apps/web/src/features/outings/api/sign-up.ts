import { signUp } from '@club/shared/api/outings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { outingsKeys } from './outings-keys.ts';

/** Signs the member up: confirmed while seats are left, else on the waiting list. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outingId: number) => callApi(signUp, { params: { id: outingId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outingsKeys.all }),
  });
}
