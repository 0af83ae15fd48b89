import { exportDiverFiles } from '@club/shared/api/diver-files';
import { useMutation } from '@tanstack/react-query';
import { callUrl } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import type { PapersQuery } from './get-diver-files.ts';

/** Downloads the table of papers as CSV, for the same day and filter. */
export function useExportDiverFiles() {
  return useMutation({
    mutationFn: async ({ clubId, query }: { clubId: number; query: PapersQuery }) => {
      const url = callUrl(exportDiverFiles, {
        params: { clubId },
        query: { on: query.on, state: query.state ?? undefined },
      });
      const suffix = query.state ? `-${query.state}` : '';
      await downloadFile(url, `papiers-${query.on}${suffix}.csv`);
    },
  });
}
