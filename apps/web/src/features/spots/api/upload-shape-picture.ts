import { uploadMarkerPicture } from '@club/shared/api/layers';
import { type CroppedPicture, pictureFields } from '../../../components/picture-crop-field.tsx';
import { useCallMutation } from '../../../lib/call-writes.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

export type ShapePictureInput = { picture: CroppedPicture; oldUrl: string | null };

/** Uploads a picture for a marker or a ground overlay of the spot (replacing `oldUrl`); answers its URL and size. */
export function useUploadShapePicture(
  spotId: number,
  { onError }: Pick<MutationCallbacks<unknown, ShapePictureInput>, 'onError'> = {},
) {
  return useCallMutation(uploadMarkerPicture, {
    request: ({ picture, oldUrl }: ShapePictureInput) => ({
      body: { ...pictureFields(picture), Picture_data: picture.dataUrl, Spot_id: spotId, Old_url: oldUrl },
    }),
    onError,
  });
}
