// Hosts as the build's URL rule, the page's policy and the deploy's loopback guard judge them. A host is what
// a browser's URL parser makes of one: lower case, punycode, IPv4 dotted decimal, IPv6 bracketed and compressed.
import { isIPv4, isIPv6 } from 'node:net';

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const hostnamePattern = new RegExp(`^(?=.{1,253}$)${label}(?:\\.${label})*$`);

/** A DNS name of letters, digits and hyphens, as a policy's host-source can name it: no `_`, `;` or trailing dot. */
export const isHostname = (host: string): boolean => hostnamePattern.test(host) && !isIPv4(host);

/** A hostname or an IP literal (IPv6 in brackets): what may stand in a URL the build writes into a page or its policy. */
export const isHostnameOrIp = (host: string): boolean =>
  isHostname(host) || isIPv4(host) || (/^\[[0-9a-f:.]+\]$/.test(host) && isIPv6(host.slice(1, -1)));

/**
 * Whether `host` (a URL's host, in any spelling a browser accepts: `LOCALHOST.`, `127.1`, `0x7f.0.0.2`,
 * `[0:0::1]`, `0.0.0.0`) names this machine: the names that resolve to loopback by definition, 127/8,
 * 0/8 ("this host", which browsers connect to locally) and their IPv6 forms.
 */
export function isLoopback(host: string): boolean {
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  let name: string;
  try {
    name = new URL(`http://${bracketed}/`).hostname.replace(/\.$/, '');
  } catch {
    return false;
  }
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIPv4(name)) return ['127', '0'].includes(name.split('.')[0] ?? '');
  if (!name.startsWith('[')) return false;
  const address = name.slice(1, -1);
  // ::1 and :: themselves; 127/8 and 0/8 mapped (::ffff:7f00:1) or embedded (::7f00:1) in IPv6.
  return address === '::1' || address === '::' || /^::(?:ffff:)?(?:7f[0-9a-f]{2}|[0-9a-f]{1,2}):[0-9a-f]{1,4}$/.test(address);
}
