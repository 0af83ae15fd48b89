import type { InterfaceLanguage } from '@club/shared/constants';

/** True in the server's render of a public page (no window, no storage, no session). */
export const isServerRender = typeof window === 'undefined';

/**
 * What the server's render of one request knows of its page: the club's alias (from the request's
 * host), the page's language, and how to reach the API (in-process, on the same club's host).
 */
export interface ServerRequest {
  alias: string;
  language: InterfaceLanguage;
  /** The user agent is a phone's: the page is rendered in its phone layout. */
  phone: boolean;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

let currentServerRequest: (() => ServerRequest | undefined) | null = null;

/**
 * Installed once by the server's render entry: how to find the request being rendered (an
 * AsyncLocalStorage there, since several requests render at once in one process).
 */
export function setServerRequestSource(source: () => ServerRequest | undefined): void {
  currentServerRequest = source;
}

/** The request being rendered on the server; throws outside a server render. */
export function serverRequest(): ServerRequest {
  const request = currentServerRequest?.();
  if (!request) throw new Error('serverRequest() outside a server render');
  return request;
}
