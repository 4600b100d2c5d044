import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address that name one subscriber's network: a home or office gets a whole /64 (RFC 6177). */
const IPV6_NETWORK_BITS = 64;

/**
 * Who an address counts as in every per-address limit: an IPv4 address as it is, an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`) as its IPv4 address, and any other IPv6 address by its /64, which one visitor usually
 * holds whole and could otherwise walk through address by address (as Discourse and Cloudflare count).
 * Text that is no address is kept as it is.
 */
export function addressLimitKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.map((part, index) =>
    index < IPV6_NETWORK_BITS / 16 ? part : 0,
  );
  return `${new ipaddr.IPv6(parts).toString()}/${IPV6_NETWORK_BITS}`;
}
