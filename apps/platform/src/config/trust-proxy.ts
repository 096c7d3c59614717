import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/**
 * The peers whose forwarded headers count (`X-Forwarded-*`, `x-country-code`): none, every one, or those
 * at these addresses, CIDR ranges and proxy-addr's named ranges (`loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = boolean | readonly string[];

/** Whether the peer at `address`, `hop` steps from the platform, is a proxy to believe. */
export type TrustFunction = (address: string, hop: number) => boolean;

const USAGE = "expected true, false, or a comma-separated list of the proxies' addresses and CIDR ranges";

/** TRUST_PROXY, off when unset; a bad value stops the boot with the reason. */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    if (value === undefined || value === 'false') return false;
    if (value === 'true') return true;
    // proxy-addr would read "1" as the address 0.0.0.1; Fastify 5 itself trusts nobody for a hop count,
    // as a hop count cannot tell a proxy from a client that connects directly.
    if (/^\d+$/.test(value)) {
      context.addIssue({ code: 'custom', message: `${USAGE}; a hop count (${value}) is not accepted` });
      return z.NEVER;
    }
    const addresses = value.split(',').map((address) => address.trim());
    try {
      proxyAddr.compile(addresses);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      context.addIssue({ code: 'custom', message: `${USAGE} (${reason})` });
      return z.NEVER;
    }
    return addresses;
  });

export function trustFunction(setting: TrustProxy): TrustFunction {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  return proxyAddr.compile([...setting]);
}
