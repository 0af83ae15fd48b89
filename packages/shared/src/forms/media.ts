/**
 * The gallery upload and add-video popups.
 * Only the web app's forms import this file: the schemas stay out of the public pages' JavaScript.
 */

import { idField } from '../api/fields.ts';
import { uploadPicture } from '../api/pictures.ts';
import { createVideo, videoUrlField } from '../api/videos.ts';
import { withMessage } from './fields.ts';

/** A spot picked in a form's list, where the club uses spots (the form's own words when none is). */
export const chosenSpotField = withMessage(idField, 'media.spotRequired');

/**
 * The gallery upload popup, for each picture (SPEC.md section 5): the call's fields, and a spot when
 * the club uses spots.
 */
export function pictureUploadForm(spotRequired: boolean) {
  return spotRequired ? uploadPicture.body.extend({ Spot_id: chosenSpotField }) : uploadPicture.body;
}

/**
 * The add-video popup (SPEC.md section 5): the call's body, the address rule in the form's own words,
 * and a spot when the club uses spots.
 */
export function addVideoForm(spotRequired: boolean) {
  const body = createVideo.body.extend({
    Url: withMessage(videoUrlField, 'media.videoUrlError'),
  });
  return spotRequired ? body.extend({ Spot_id: chosenSpotField }) : body;
}
