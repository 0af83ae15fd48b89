import { aliasFromHost } from '@club/shared/domain/alias';
import { isServerRender, serverRequest } from './render-environment.ts';

const browserAlias = isServerRender ? '' : (aliasFromHost(window.location.host) ?? '');

/** The club of this site, from the host name (`demo.example.com` -> `demo`); '' on a host without a club. */
export function currentAlias(): string {
  return isServerRender ? serverRequest().alias : browserAlias;
}
