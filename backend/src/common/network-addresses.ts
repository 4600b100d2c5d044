import { BlockList, isIP } from 'node:net';
import type { AddressRange } from '../config/address-range.js';

type Family = 'ipv4' | 'ipv6';

/**
 * Every range that is not the public internet (IANA's special-purpose registries): unspecified, loopback,
 * private, shared (CGNAT), link-local, unique-local, multicast, documentation and reserved ranges, and the IPv6
 * forms that carry an IPv4 address a gateway would reach (IPv4-compatible, NAT64, 6to4, Teredo). IPv4-mapped
 * IPv6 (::ffff:a.b.c.d) needs no row: a BlockList checks it by its IPv4 address.
 */
const NON_PUBLIC_RANGES: readonly [string, number, Family][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['3fff::', 20, 'ipv6'],
  ['5f00::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const nonPublic = new BlockList();
for (const [network, prefix, family] of NON_PUBLIC_RANGES) nonPublic.addSubnet(network, prefix, family);

function familyOf(address: string): Family | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** Whether an IP address is on the public internet; anything that is not an IP address is not. */
export function isPublicAddress(address: string): boolean {
  const family = familyOf(address);
  return family !== undefined && !nonPublic.check(address, family);
}

/**
 * The IP address a URL's host names literally, or undefined for a host name. `new URL` has already turned the
 * decimal, octal and hexadecimal IPv4 spellings (`2130706433`, `0x7f.1`) into dotted form.
 */
export function literalAddress(url: URL): string | undefined {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return familyOf(host) ? host : undefined;
}

/** Whether a fetch may connect to an address: a public one, or one in the ranges given (the club's own network). */
export function reachableAddresses(alsoAllowed: readonly AddressRange[]): (address: string) => boolean {
  const allowed = new BlockList();
  for (const range of alsoAllowed) allowed.addSubnet(range.network, range.prefix, range.family);
  return (address) => {
    if (isPublicAddress(address)) return true;
    const family = familyOf(address);
    return family !== undefined && allowed.check(address, family);
  };
}
