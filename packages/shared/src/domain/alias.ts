/** Club alias: lowercase letters and digits only (SPEC.md section 5). */
export const ALIAS_PATTERN = /^[a-z0-9]+$/;
export const ALIAS_MAX_LENGTH = 63;

export function isValidAlias(alias: string): boolean {
  return alias.length <= ALIAS_MAX_LENGTH && ALIAS_PATTERN.test(alias);
}

/** Host labels that name the platform itself: no club takes them, and their host is the bare domain. */
const RESERVED_ALIASES: ReadonlySet<string> = new Set(['www', 'api', 'admin']);

export function isReservedAlias(alias: string): boolean {
  return RESERVED_ALIASES.has(alias);
}

/**
 * The club alias of a host name: its first label when the host has more than two labels
 * (`demo.example.com`), and also the first label of `demo.localhost` for local use.
 * Ports are ignored. Returns null for a bare domain, `localhost` or an IP address.
 */
export function aliasFromHost(host: string | undefined): string | null {
  if (!host) return null;
  const hostname = (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? ''))
    .toLowerCase()
    .replace(/\.$/, '');
  if (hostname === '' || hostname.startsWith('[') || /^\d+(\.\d+){3}$/.test(hostname)) return null;
  const labels = hostname.split('.');
  const isLocal = labels.length === 2 && labels[1] === 'localhost';
  if (labels.length > 2 || isLocal) return labels[0] || null;
  return null;
}
