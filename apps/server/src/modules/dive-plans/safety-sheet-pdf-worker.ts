import type { InterfaceLanguage } from '@club/shared/constants';
import type { SafetySheetData } from './safety-sheet-data.ts';
import { renderSafetySheetPdf } from './safety-sheet-pdf.ts';

export interface SafetySheetPdfTask {
  sheet: SafetySheetData;
  language: InterfaceLanguage;
}

/** The task of `safety-sheet-pdf-pool.ts`'s worker thread. */
export default function renderSafetySheetTask(task: SafetySheetPdfTask): Promise<Uint8Array> {
  return renderSafetySheetPdf(task.sheet, task.language);
}
