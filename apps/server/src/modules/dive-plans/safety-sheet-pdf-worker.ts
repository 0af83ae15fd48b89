import type { InterfaceLanguage } from '@club/shared/constants';
import type { SafetySheetData } from './safety-sheet-data.ts';
import { renderSafetySheetPdf } from './safety-sheet-pdf.ts';

export interface SafetySheetPdfTask {
  safetySheet: SafetySheetData;
  language: InterfaceLanguage;
}

/** The task of `safety-safetySheet-pdf-pool.ts`'s worker thread. */
export default function renderSafetySheetTask(task: SafetySheetPdfTask): Promise<Uint8Array> {
  return renderSafetySheetPdf(task.safetySheet, task.language);
}
