import type { BodyOf } from '@club/shared/api/contract';
import { editSpotInfos, type SpotInfos } from '@club/shared/api/spots';
import { useCallsMutation } from '../../../lib/call-writes.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

export type SpotInfosInput = BodyOf<typeof editSpotInfos>;

interface SpotInfosWriteCallbacks extends MutationCallbacks<void, SpotInfosInput[]> {
  /** Before each language's call: the language whose errors a refusal would be. */
  onWriting?(languageKey: string): void;
  /** After each language's call, with the infos as the server kept them. */
  onWritten?(languageKey: string, saved: SpotInfos): void;
}

/**
 * Writes a spot's infos in several languages, one call each in order (the first refusal stops there).
 * Once one is written, the spot's infos are read again, the public ones and the editor's.
 */
export function useEditSpotInfos(callbacks: SpotInfosWriteCallbacks = {}) {
  return useCallsMutation(async (languageInfos: SpotInfosInput[], make) => {
    for (const infos of languageInfos) {
      callbacks.onWriting?.(infos.Language_key);
      const saved = await make(editSpotInfos, { body: editSpotInfos.body.parse(infos) });
      callbacks.onWritten?.(infos.Language_key, saved);
    }
  }, callbacks);
}
