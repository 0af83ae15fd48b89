import { exportParticipants } from '@club/shared/api/outings';
import { buildPath } from '@club/shared/api/path';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { currentAlias } from '../../../lib/club-alias.ts';
import { readToken } from '../../../lib/session.ts';

/** Saves a file the browser holds under `fileName`, as a download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the participants as CSV. A manager's call: the file is fetched with the session's token
 * (a plain link would send none), then saved.
 */
export function useExportParticipants() {
  return useMutation({
    mutationFn: async ({ outingId, fileName }: { outingId: number; fileName: string }) => {
      const token = readToken(currentAlias());
      const response = await fetch(buildPath(exportParticipants.path, { id: outingId }), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new ApiRequestError(response.status, 'http_error', `HTTP ${response.status}`);
      saveFile(await response.blob(), fileName);
    },
  });
}
