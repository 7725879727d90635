import { isIP } from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1']);

/** `::ffff:203.0.113.7` (IPv4 on a dual-stack socket) → `203.0.113.7`. */
function normalise(address: string): string {
  const a = address.trim();
  return a.toLowerCase().startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a;
}

/** True for this machine's own addresses: the storefront's server, a local proxy, a developer. */
export function isLocalAddress(address: string): boolean {
  return address === '' || LOOPBACK.has(address) || address.startsWith('127.');
}

/**
 * The client a request comes from, for per-client limits. The socket's peer is the client unless the peer is a
 * trusted proxy (this machine, or an address listed in TRUSTED_PROXIES); then X-Forwarded-For is read from the
 * right, skipping trusted hops, because only the entries our own proxies appended can be believed: a client
 * can write anything to the left of them.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | null,
  trustedProxies: ReadonlySet<string>,
): string {
  const trusted = (a: string): boolean => isLocalAddress(a) || trustedProxies.has(a);
  const direct = normalise(peer ?? '');
  if (!trusted(direct)) return direct;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map(normalise)
    .filter((h) => isIP(h) !== 0);
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted(hops[i]!)) return hops[i]!;
  return hops[0] ?? direct;
}

/**
 * The key per-client limits count under: an IPv4 address as it is, an IPv6 address as its /64 network
 * (`2001:db8:1:2::/64`). One subscriber line or server usually gets a whole /64 and may use any address in it, so
 * counting single IPv6 addresses would give one client 2^64 fresh allowances (as common rate limiters do, the
 * /64 is the client). This machine's own addresses stay as they are (they are not limited).
 */
export function clientGroup(address: string): string {
  if (isIP(address) !== 6 || isLocalAddress(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string | undefined): string[] =>
    // An embedded IPv4 tail (`64:ff9b::192.0.2.1`) fills two groups.
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const first = groups(head);
  const full =
    tail === undefined
      ? first
      : [...first, ...Array<string>(8 - first.length - groups(tail).length).fill('0'), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** TRUSTED_PROXIES: comma-separated addresses of reverse proxies in front of the API (loopback always counts). */
export function trustedProxiesFromEnv(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map(normalise)
      .filter((a) => isIP(a) !== 0),
  );
}
