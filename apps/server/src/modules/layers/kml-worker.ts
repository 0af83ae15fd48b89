import { AppError } from '../../platform/http/errors.ts';
import { cleanKml } from './kml-file.ts';
import { type LayerExportTask, writeLayerExport } from './layer-export.ts';
import { type LayerFileRead, type LayerFileTask, readLayerFile } from './layer-file.ts';
import { storedShapes } from './layer-shapes.ts';

/**
 * A worker's task: a KML text to clean (`uploadKmlFile`), an uploaded layer file to read, a stored
 * layer to write in another format (`exportLayer`), or a stored KML whose shapes file to write
 * (a restored version).
 */
export type KmlWorkerTask = string | LayerFileTask | { export: LayerExportTask } | { shapesOf: string };

/**
 * What a worker answers: the text to store and its shapes file, the file read, the export, the
 * shapes file, or the refusal (an error's class does not cross threads).
 */
export type KmlWorkerAnswer =
  | { kml: string; shapes: string }
  | { shapes: string }
  | { layerFile: LayerFileRead }
  | { exported: Uint8Array }
  | { refused: { status: number; code: AppError['code']; message: string } };

/** The task of `kml-pool.ts`'s worker threads: a layer read and written back. */
export default function readKmlTask(task: KmlWorkerTask): KmlWorkerAnswer {
  try {
    if (typeof task === 'string') {
      const kml = cleanKml(task);
      return { kml, shapes: storedShapes(kml) };
    }
    if ('export' in task) return { exported: writeLayerExport(task.export) };
    if ('shapesOf' in task) return { shapes: storedShapes(task.shapesOf) };
    return { layerFile: readLayerFile(task) };
  } catch (error) {
    if (error instanceof AppError)
      return { refused: { status: error.status, code: error.code, message: error.message } };
    throw error;
  }
}
