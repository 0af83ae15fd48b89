import { getSafetySheet } from '@club/shared/api/safety-sheets';
import { useCallDownload } from '../../../lib/call-writes.ts';

/** The PDF's file name: `fiche-securite-2027-06-12-12.pdf` (the day, then the outing). */
export const safetySheetFileName = (outingId: number, day: string) => `fiche-securite-${day}-${outingId}.pdf`;

/** Downloads an outing's safety sheet as a PDF (fetched with the session, which a plain link would not send). */
export function useDownloadSafetySheet() {
  return useCallDownload(getSafetySheet, ({ outingId, day }: { outingId: number; day: string }) => ({
    request: { params: { outingId } },
    fileName: safetySheetFileName(outingId, day),
  }));
}
