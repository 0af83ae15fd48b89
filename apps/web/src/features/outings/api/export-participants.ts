import { exportParticipants } from '@club/shared/api/outings';
import { useCallDownload } from '../../../lib/call-writes.ts';

/** Downloads the participants as CSV. */
export function useExportParticipants() {
  return useCallDownload(
    exportParticipants,
    ({ outingId, fileName }: { outingId: number; fileName: string }) => ({
      request: { params: { id: outingId } },
      fileName,
    }),
  );
}
