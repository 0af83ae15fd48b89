import { aliasFromHost } from '@club/shared/domain/alias';

/** The club of this site, from the host name (`demo.example.com` -> `demo`). */
export const currentAlias: string = aliasFromHost(window.location.host) ?? '';
