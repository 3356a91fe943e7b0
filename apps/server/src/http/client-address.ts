import ipaddr from 'ipaddr.js';

/** How many leading bits of an IPv6 address one client holds: a home or office gets a /64. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The key the per-address limits count a client under. An IPv4 address is its own key (an IPv4
 * address written as IPv6, `::ffff:a.b.c.d`, too); an IPv6 address counts by its /64 network,
 * since one connection is handed a whole /64 and could otherwise step around a limit by
 * changing the last 64 bits. Anything unparseable is kept as it is. Parsing is left to
 * ipaddr.js (already what Fastify reads forwarded addresses with), as IPv6 has several ways
 * of writing one address.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const bytes = parsed.toByteArray().slice(0, IPV6_CLIENT_PREFIX / 8);
  const network = ipaddr.fromByteArray([...bytes, ...new Array(16 - bytes.length).fill(0)]);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
