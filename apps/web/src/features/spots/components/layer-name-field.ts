import { errorCodes } from '@club/shared/api/errors';
import { isValidLayerName } from '@club/shared/domain/layer-name';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** A layer name field's words: the layer-name rule in full when the name breaks it, else the form's error. */
export function layerNameError(t: TFunction, error: ReactNode, name: string): ReactNode {
  if (error === undefined || error === null) return undefined;
  return isValidLayerName(name.trim()) ? error : t('spots.editor.invalidName');
}

/** The server's layer_exists (a name the spot already uses) shows on the name field. */
export const layerNameTaken = (t: TFunction) => ({
  [errorCodes.layerExists]: { field: 'Name', message: t('spots.spotAdmin.layerExists') },
});
