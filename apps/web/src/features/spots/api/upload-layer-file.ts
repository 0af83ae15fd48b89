import type { ResponseOf } from '@club/shared/api/contract';
import { uploadLayerFile } from '@club/shared/api/layers';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

/** The imported layer, with what the map cannot show of the file. */
type Answer = ResponseOf<typeof uploadLayerFile>;
export type LayerFileInput = { file: File; name: string };

/**
 * Imports a layer file (KML, KMZ, GPX...) into the spot, under `name` when one is typed (else the name
 * inside the file, else the file's). The caller reads the layers again once it has shown the result.
 */
export function useUploadLayerFile(
  spotId: number,
  callbacks: MutationCallbacks<Answer, LayerFileInput> = {},
) {
  return useMutation({
    mutationFn: ({ file, name }: LayerFileInput) =>
      callApi(uploadLayerFile, {
        body: { Spot_id: spotId, ...(name.trim() === '' ? {} : { Name: name.trim() }) },
        file,
        fileName: file.name,
      }),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
  });
}
