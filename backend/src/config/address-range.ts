import { isIP } from 'node:net';

/** An IP address range: a network address and the length of its prefix in bits. */
export interface AddressRange {
  network: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** '10.0.0.5', '10.1.0.0/16' or 'fd00::/8' as a range (an address alone is a range of one); undefined if none. */
export function parseAddressRange(entry: string): AddressRange | undefined {
  const [network, prefixText, ...rest] = entry.split('/');
  const version = isIP(network);
  if (!version || rest.length) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const bits = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { network, prefix: bits, family };
  const prefix = Number(prefixText);
  return /^\d{1,3}$/.test(prefixText) && prefix <= bits ? { network, prefix, family } : undefined;
}
