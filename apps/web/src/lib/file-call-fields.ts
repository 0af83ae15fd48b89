import type { ApiCall } from '@club/shared/api/contract';

/**
 * A file call's other fields travel in the query string (its multipart body holds the file alone),
 * as the server reads them.
 */
export function withFileCallFields(call: ApiCall, url: string, body: unknown): string {
  if (call.bodyKind !== 'file' || typeof body !== 'object' || body === null) return url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? url : `${url}?${text}`;
}
