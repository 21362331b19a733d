import os from 'node:os';

/**
 * Stops a helper script that was started outside lan-sim's namespaces: every non-loopback
 * address must be lan-sim's (10.213.0.0/24, or IPv6 link-local on its veth), so a command typed
 * without `lan-sim host`/`phone` never multicasts or connects on the real network.
 */
export function refuseOutsideLanSim(tool: string, anyNetwork: boolean | undefined): void {
  const outside = Object.entries(os.networkInterfaces()).flatMap(([name, infos]) =>
    (infos ?? [])
      .filter((info) => !info.internal && (info.family === 'IPv4' ? !info.address.startsWith('10.213.0.') : !info.address.toLowerCase().startsWith('fe80:')))
      .map((info) => `${name} ${info.address}`),
  );
  if (outside.length > 0 && !anyNetwork) {
    process.stderr.write(`${tool}: not inside lan-sim (found ${outside.join(', ')}); run it through "scripts/lan-sim host|phone" or pass --any-network\n`);
    process.exit(2);
  }
}
