import type { BodyOf } from '@club/shared/api/contract';
import { editSpotInfos, type SpotInfos } from '@club/shared/api/spots';
import { useCallsMutation } from '../../../lib/call-writes.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

export type SpotInfosInput = BodyOf<typeof editSpotInfos>;

interface SheetWriteCallbacks extends MutationCallbacks<void, SpotInfosInput[]> {
  /** Before each language's call: the language whose errors a refusal would be. */
  onWriting?(languageKey: string): void;
  /** After each language's call, with the sheet as the server kept it. */
  onWritten?(languageKey: string, saved: SpotInfos): void;
}

/**
 * Writes a spot's sheet in several languages, one call each in order (the first refusal stops there).
 * Once one is written, the spot's sheets are read again, the public one and the editor's.
 */
export function useEditSpotInfos(callbacks: SheetWriteCallbacks = {}) {
  return useCallsMutation(async (sheets: SpotInfosInput[], make) => {
    for (const sheet of sheets) {
      callbacks.onWriting?.(sheet.Language_key);
      const saved = await make(editSpotInfos, { body: editSpotInfos.body.parse(sheet) });
      callbacks.onWritten?.(sheet.Language_key, saved);
    }
  }, callbacks);
}
