import { exportParticipants } from '@club/shared/api/outings';
import { buildPath } from '@club/shared/api/path';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';

/** Downloads the participants as CSV. */
export function useExportParticipants() {
  return useMutation({
    mutationFn: async ({ outingId, fileName }: { outingId: number; fileName: string }) => {
      await downloadFile(buildPath(exportParticipants.path, { id: outingId }), fileName);
    },
  });
}
