import { uploadMarkerPicture } from '@club/shared/api/layers';
import { useMutation } from '@tanstack/react-query';
import { type CroppedPicture, pictureFields } from '../../../components/picture-crop-field.tsx';
import { callApi } from '../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../lib/mutation-callbacks.ts';

export type MarkerPictureInput = { picture: CroppedPicture; oldUrl: string | null };

/** Uploads a picture for a marker or a ground overlay of the spot (replacing `oldUrl`); answers its URL and size. */
export function useUploadMarkerPicture(
  spotId: number,
  { onError }: Pick<MutationCallbacks<unknown, MarkerPictureInput>, 'onError'> = {},
) {
  return useMutation({
    mutationFn: ({ picture, oldUrl }: MarkerPictureInput) =>
      callApi(uploadMarkerPicture, {
        body: { ...pictureFields(picture), Picture_data: picture.dataUrl, Spot_id: spotId, Old_url: oldUrl },
      }),
    onError,
  });
}
