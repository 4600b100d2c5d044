import { parseAddressRange } from './address-range.js';

describe('parseAddressRange', () => {
  it('reads an address as a range of one, and CIDR ranges of either family', () => {
    expect(parseAddressRange('10.0.0.5')).toEqual({ network: '10.0.0.5', prefix: 32, family: 'ipv4' });
    expect(parseAddressRange('10.0.0.0/8')).toEqual({ network: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseAddressRange('::1')).toEqual({ network: '::1', prefix: 128, family: 'ipv6' });
    expect(parseAddressRange('fd00::/8')).toEqual({ network: 'fd00::', prefix: 8, family: 'ipv6' });
  });

  it.each(['10.0.0.0/33', 'fd00::/129', 'localhost', '10.0.0.0/8/1', '10.0.0.0/x', '10.0.0.0/', ''])(
    'refuses %j',
    (entry) => {
      expect(parseAddressRange(entry)).toBeUndefined();
    },
  );
});
