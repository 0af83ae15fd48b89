import type { BodyOf } from '@club/shared/api/contract';
import { editOuting } from '@club/shared/api/outings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { outingsKeys } from './outings-keys.ts';

export function useEditOuting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof editOuting>) => callApi(editOuting, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outingsKeys.all }),
  });
}
