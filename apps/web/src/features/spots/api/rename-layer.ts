import { editKmlFile, type Layer } from '@club/shared/api/layers';
import { useCallsMutation } from '../../../lib/call-writes.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

/**
 * Renames a layer: its KML, as served, is sent again under the new name (editKmlFile). The spot's
 * layers are read again before `onSuccess` runs.
 */
export function useRenameLayer(
  spotId: number,
  layer: Layer,
  callbacks: MutationCallbacks<Layer, string> = {},
) {
  return useCallsMutation(async (name: string, make) => {
    const response = await fetch(layer.Url);
    if (!response.ok) throw new Error(`KML ${response.status}`);
    return make(editKmlFile, {
      body: editKmlFile.body.parse({
        Name: name,
        Old_name: layer.Name,
        Data: await response.text(),
        Spot_id: spotId,
        Uploaded: layer.Uploaded,
      }),
    });
  }, callbacks);
}
