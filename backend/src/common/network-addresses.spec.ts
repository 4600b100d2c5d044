import { parseAddressRange } from '../config/address-range.js';
import { isPublicAddress, literalAddress, reachableAddresses } from './network-addresses.js';

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '127.0.0.1',
    '127.255.0.9',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd00::1',
    'fc12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '2001:db8::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '140.82.112.3',
    '185.199.108.133',
    '172.32.0.1',
    '2606:50c0:8000::154',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('is false for anything that is not an IP address', () => {
    expect(isPublicAddress('example.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

describe('literalAddress', () => {
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://[::1]:8080/', '::1'],
    ['http://[::ffff:169.254.169.254]/', '::ffff:a9fe:a9fe'],
  ])('reads %s as the address %s, which is not public', (url, address) => {
    expect(literalAddress(new URL(url))).toBe(address);
    expect(isPublicAddress(address)).toBe(false);
  });

  it('is undefined for a host name', () => {
    expect(literalAddress(new URL('https://raw.githubusercontent.com/x'))).toBeUndefined();
  });
});

describe('reachableAddresses', () => {
  it('reaches public addresses and the private ranges given, nothing else', () => {
    const reachable = reachableAddresses(
      ['10.1.0.0/16', '127.0.0.2', 'fd00::/8'].map((entry) => parseAddressRange(entry)!),
    );
    expect(['8.8.8.8', '10.1.200.3', '127.0.0.2', '::ffff:10.1.0.9', 'fd00::5'].map(reachable)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['10.2.0.1', '127.0.0.1', '::1', 'fe80::1', 'not an address'].map(reachable)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
