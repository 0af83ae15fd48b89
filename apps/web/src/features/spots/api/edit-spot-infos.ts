import type { BodyOf } from '@club/shared/api/contract';
import { editSpotInfos, type SpotInfos } from '@club/shared/api/spots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';
import { spotKeys } from '../../../lib/spots/spot-keys.ts';

export type SpotInfosInput = BodyOf<typeof editSpotInfos>;

interface SheetWriteCallbacks extends MutationCallbacks<void, SpotInfosInput[]> {
  /** Before each language's call: the language whose errors a refusal would be. */
  onWriting?(languageKey: string): void;
  /** After each language's call, with the sheet as the server kept it. */
  onWritten?(languageKey: string, saved: SpotInfos): void;
}

/**
 * Writes a spot's sheet in several languages, one call each in order (the first refusal stops there).
 * Whatever happened, the spot's sheets are read again afterwards, the public one and the editor's.
 */
export function useEditSpotInfos(spotId: number, callbacks: SheetWriteCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sheets: SpotInfosInput[]) => {
      for (const sheet of sheets) {
        callbacks.onWriting?.(sheet.Language_key);
        const saved = await callApi(editSpotInfos, { body: editSpotInfos.body.parse(sheet) });
        callbacks.onWritten?.(sheet.Language_key, saved);
      }
    },
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: spotKeys.infos(spotId) });
      await queryClient.invalidateQueries({ queryKey: spotKeys.infosAdmin(spotId) });
    },
  });
}
