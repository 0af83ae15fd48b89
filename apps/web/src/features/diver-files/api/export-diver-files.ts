import { exportDiverFiles } from '@club/shared/api/diver-files';
import { useCallDownload } from '../../../lib/call-writes.ts';
import type { DiverFilesQuery } from './get-diver-files.ts';

/** Downloads the table of papers as CSV, for the same day and filter. */
export function useExportDiverFiles() {
  return useCallDownload(
    exportDiverFiles,
    ({ clubId, query }: { clubId: number; query: DiverFilesQuery }) => ({
      request: { params: { clubId }, body: { on: query.on, state: query.state ?? undefined } },
      fileName: `papiers-${query.on}${query.state ? `-${query.state}` : ''}.csv`,
    }),
  );
}
