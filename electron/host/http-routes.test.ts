import { describe, expect, it } from 'vitest';
import { isHostRequest } from './http-routes.ts';

const thisMachine = () => new Set(['127.0.0.1', '::1', 'localhost', '192.168.1.20']);
const room = () => ({ hostToken: 'right-token' });

describe('the host check of the API', () => {
  it('lets the right token in from this machine (loopback, IPv4-mapped, or its LAN address)', () => {
    expect(isHostRequest('Bearer right-token', '127.0.0.1', room(), thisMachine)).toBe(true);
    expect(isHostRequest('Bearer right-token', '::ffff:127.0.0.1', room(), thisMachine)).toBe(true);
    expect(isHostRequest('Bearer right-token', '192.168.1.20', room(), thisMachine)).toBe(true);
  });

  it('refuses the right token from another device (its journals would cross the air in clear)', () => {
    expect(isHostRequest('Bearer right-token', '192.168.1.31', room(), thisMachine)).toBe(false);
    expect(isHostRequest('Bearer right-token', '127.0.0.2', room(), thisMachine)).toBe(false);
    expect(isHostRequest('Bearer right-token', undefined, room(), thisMachine)).toBe(false);
  });

  it('refuses a wrong, missing or differently written token from anywhere', () => {
    for (const address of ['127.0.0.1', '192.168.1.31']) {
      expect(isHostRequest('Bearer wrong-token', address, room(), thisMachine)).toBe(false);
      expect(isHostRequest(undefined, address, room(), thisMachine)).toBe(false);
      expect(isHostRequest('right-token', address, room(), thisMachine)).toBe(false);
      expect(isHostRequest('bearer right-token', address, room(), thisMachine)).toBe(false);
    }
  });
});
