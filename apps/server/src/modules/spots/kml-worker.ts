import { AppError } from '../../platform/errors.ts';
import { cleanKml } from './kml-file.ts';
import { type LayerFileRead, type LayerFileTask, readLayerFile } from './layer-file.ts';

/** A worker's task: a KML text to clean (`uploadKmlFile`), or an uploaded layer file to read. */
export type KmlWorkerTask = string | LayerFileTask;

/** What a worker answers: the text to store, the file read, or the refusal (an error's class does not cross threads). */
export type KmlWorkerAnswer =
  | { kml: string }
  | { layerFile: LayerFileRead }
  | { refused: { status: number; code: AppError['code']; message: string } };

/** The task of `kml-pool.ts`'s worker threads: an uploaded layer read and written back. */
export default function readKmlTask(task: KmlWorkerTask): KmlWorkerAnswer {
  try {
    return typeof task === 'string' ? { kml: cleanKml(task) } : { layerFile: readLayerFile(task) };
  } catch (error) {
    if (error instanceof AppError)
      return { refused: { status: error.status, code: error.code, message: error.message } };
    throw error;
  }
}
