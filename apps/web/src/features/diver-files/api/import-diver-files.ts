import { importDiverFiles } from '@club/shared/api/diver-files';
import { useCallMutation } from '../../../lib/call-writes.ts';

export type ImportInput = {
  clubId: number;
  file: File;
  /** Column name -> field, for the mapped columns only. */
  mapping: Record<string, string>;
  /** True: preview only, nothing written. */
  dryRun: boolean;
};

/**
 * Sends the CSV with its column mapping: a dry run answers what would change; a real run writes, and
 * every file shown (the table, a member's page, the participants' papers) is read again.
 */
export function useImportDiverFiles() {
  return useCallMutation(importDiverFiles, {
    request: ({ clubId, file, mapping, dryRun }: ImportInput) => ({
      // A file call's other fields travel in the query string: the mapping as JSON text.
      body: { Club_id: clubId, Mapping: JSON.stringify(mapping), Dry_run: dryRun },
      file,
      fileName: file.name,
    }),
    forgetChangedReads: (result) => !result.Dry_run,
  });
}
