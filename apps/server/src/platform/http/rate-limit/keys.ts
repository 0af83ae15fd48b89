import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The eight groups of an IPv6 address, each as a number. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  let left = parse(head);
  let right = tail === undefined ? [] : parse(tail);
  // A trailing dotted IPv4 (::ffff:1.2.3.4) is two groups.
  const expandV4 = (groups: string[]) =>
    groups.flatMap((group) => {
      if (!group.includes('.')) return [group];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  left = expandV4(left);
  right = expandV4(right);
  const middle = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16) || 0);
}

/**
 * The client as the rate limits count it: an IPv4 address, or the /64 network of an IPv6 one (a
 * single machine usually holds a whole /64, so counting its addresses one by one would be no limit).
 */
export function clientOf(ip: string): string {
  const bare = ip.startsWith('[') ? ip.slice(1, -1) : ip;
  if (isIP(bare) !== 6) return bare;
  const groups = ipv6Groups(bare.toLowerCase());
  const isMappedV4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedV4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Where a request is counted: the club the tenancy found for its normalized host (the bare domain and
 * any host that names no club count as the platform), never the raw Host header.
 */
export function siteOf(request: FastifyRequest): string {
  if (request.club) return `club${request.club.id}`;
  if (request.clubAlias) return `alias:${request.clubAlias}`;
  return 'platform';
}

/** The key of one client on one site. */
export function requestClientKey(request: FastifyRequest): string {
  return `${siteOf(request)}|${clientOf(request.ip)}`;
}
