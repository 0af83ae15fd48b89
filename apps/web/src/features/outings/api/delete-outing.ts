import { deleteOuting } from '@club/shared/api/outings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { outingsKeys } from './outings-keys.ts';

export function useDeleteOuting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outingId: number) => callApi(deleteOuting, { params: { id: outingId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outingsKeys.all }),
  });
}
