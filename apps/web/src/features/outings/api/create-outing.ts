import type { BodyOf } from '@club/shared/api/contract';
import { createOuting } from '@club/shared/api/outings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { outingsKeys } from './outings-keys.ts';

export function useCreateOuting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createOuting>) => callApi(createOuting, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outingsKeys.all }),
  });
}
