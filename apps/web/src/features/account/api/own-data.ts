import { deleteMyAccount, exportMyData } from '@club/shared/api/own-data';
import { useCallMutation, useCallsMutation } from '../../../lib/call-writes.ts';
import { saveFile } from '../../../lib/download-file.ts';

/** Saves `data` as a JSON file named `fileName`, as a download. */
function saveJson(data: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

/** Fetches everything the club holds about the member and saves it as a JSON file (a read: nothing is forgotten). */
export function useDownloadOwnData() {
  return useCallsMutation<void, void>(async (_, make) => {
    const data = await make(exportMyData);
    saveJson(data, `my-data-${data.club.Alias}.json`);
  });
}

/**
 * Deletes the member's account. Nothing is asked again after it: the session is gone with the account,
 * and the page signs out (its reads would go out with a dead session).
 */
export function useDeleteOwnAccount() {
  return useCallMutation(deleteMyAccount, {
    request: (password: string | undefined) => ({ body: { password } }),
    forgetChangedReads: false,
  });
}
