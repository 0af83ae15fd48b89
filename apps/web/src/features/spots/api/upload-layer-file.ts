import type { ResponseOf } from '@club/shared/api/contract';
import { uploadLayerFile } from '@club/shared/api/layers';
import { useCallMutation } from '../../../lib/call-writes.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

/** The uploaded layer, with what the map cannot show of the file. */
type Answer = ResponseOf<typeof uploadLayerFile>;
export type LayerFileInput = { file: File; name: string };

/**
 * Imports a layer file (KML, KMZ, GPX...) into the spot, under `name` when one is typed (else the name
 * inside the file, else the file's). The spot's layers are read again before `onSuccess` runs.
 */
export function useUploadLayerFile(
  spotId: number,
  callbacks: MutationCallbacks<Answer, LayerFileInput> = {},
) {
  return useCallMutation(uploadLayerFile, {
    request: ({ file, name }: LayerFileInput) => ({
      body: { Spot_id: spotId, ...(name.trim() === '' ? {} : { Name: name.trim() }) },
      file,
      fileName: file.name,
    }),
    ...callbacks,
  });
}
