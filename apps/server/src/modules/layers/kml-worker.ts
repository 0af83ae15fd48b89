import { AppError } from '../../platform/http/errors.ts';
import { cleanKml } from './kml-file.ts';
import { type LayerExportTask, writeLayerExport } from './layer-export.ts';
import { type LayerFileRead, type LayerFileTask, readLayerFile } from './layer-file.ts';
import { storedOverlays } from './layer-overlays.ts';

/**
 * A worker's task: a KML text to clean (`uploadKmlFile`), an uploaded layer file to read, a stored
 * layer to write in another format (`exportLayer`), or a stored KML whose overlays file to write
 * (a restored version).
 */
export type KmlWorkerTask = string | LayerFileTask | { export: LayerExportTask } | { overlaysOf: string };

/**
 * What a worker answers: the text to store and its overlays file, the file read, the export, the
 * overlays file, or the refusal (an error's class does not cross threads).
 */
export type KmlWorkerAnswer =
  | { kml: string; overlays: string }
  | { overlays: string }
  | { layerFile: LayerFileRead }
  | { exported: Uint8Array }
  | { refused: { status: number; code: AppError['code']; message: string } };

/** The task of `kml-pool.ts`'s worker threads: a layer read and written back. */
export default function readKmlTask(task: KmlWorkerTask): KmlWorkerAnswer {
  try {
    if (typeof task === 'string') {
      const kml = cleanKml(task);
      return { kml, overlays: storedOverlays(kml) };
    }
    if ('export' in task) return { exported: writeLayerExport(task.export) };
    if ('overlaysOf' in task) return { overlays: storedOverlays(task.overlaysOf) };
    return { layerFile: readLayerFile(task) };
  } catch (error) {
    if (error instanceof AppError)
      return { refused: { status: error.status, code: error.code, message: error.message } };
    throw error;
  }
}
