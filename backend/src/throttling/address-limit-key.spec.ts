import { addressLimitKey } from './address-limit-key.js';

describe('addressLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressLimitKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressLimitKey('192.0.2.8')).toBe('192.0.2.8');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressLimitKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressLimitKey('::FFFF:c000:0207')).toBe('192.0.2.7');
  });

  it('counts every IPv6 address of one /64 as that /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressLimitKey('2001:db8:1:2::1')).toBe(key);
    expect(addressLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressLimitKey('2001:0DB8:0001:0002:0000:0000:0000:0abc')).toBe(key);
    expect(addressLimitKey('2001:db8:1:2:a::b')).toBe(key);
  });

  it('keeps neighbouring /64s apart', () => {
    expect(addressLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressLimitKey('2001:db8:1:2::1')).not.toBe(addressLimitKey('2001:db8:1:3::1'));
  });

  it('counts loopback and link-local addresses by their /64 too', () => {
    expect(addressLimitKey('::1')).toBe('::/64');
    expect(addressLimitKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('keeps text that is no address as it is', () => {
    expect(addressLimitKey('')).toBe('');
    expect(addressLimitKey('unknown')).toBe('unknown');
  });
});
