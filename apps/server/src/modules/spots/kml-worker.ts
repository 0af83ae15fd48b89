import { AppError } from '../../platform/errors.ts';
import { cleanKml } from './kml-file.ts';

/** What a worker answers: the text to store, or the refusal (an error's class does not cross threads). */
export type KmlWorkerAnswer =
  | { kml: string }
  | { refused: { status: number; code: AppError['code']; message: string } };

/** The task of `kml-pool.ts`'s worker threads: an uploaded layer read and written back. */
export default function readKmlTask(text: string): KmlWorkerAnswer {
  try {
    return { kml: cleanKml(text) };
  } catch (error) {
    if (error instanceof AppError)
      return { refused: { status: error.status, code: error.code, message: error.message } };
    throw error;
  }
}
