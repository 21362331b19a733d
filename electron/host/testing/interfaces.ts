import type os from 'node:os';

// Made-up network interfaces, as os.networkInterfaces() reports them, for the tests of the
// interface picker and the network watch: the addresses go into URLs, never onto a wire.

/** One IPv4 address of an interface (a /24). */
export const v4 = (address: string, internal = false): os.NetworkInterfaceInfo => ({
  address,
  netmask: '255.255.255.0',
  family: 'IPv4',
  mac: '00:00:00:00:00:00',
  internal,
  cidr: `${address}/24`,
});

/** A machine with loopback only. */
export const LO = { lo: [v4('127.0.0.1', true)] };
