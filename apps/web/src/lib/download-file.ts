import { ApiRequestError } from './api-client.ts';
import { currentAlias } from './club-alias.ts';
import { readToken } from './session.ts';

/** Saves a file the browser holds under `fileName`, as a download. */
export function saveFile(blob: Blob, fileName: string): void {
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
 * Downloads a file a call answers (a manager's CSV export) under `fileName`. The file is fetched with
 * the session's token, which a plain link would not send, then saved.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const token = readToken(currentAlias());
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiRequestError(response.status, 'http_error', `HTTP ${response.status}`);
  saveFile(await response.blob(), fileName);
}
