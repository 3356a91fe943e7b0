import ipaddr from 'ipaddr.js';

/** A dotted-decimal IPv4 address without leading zeros (each part 0-255). */
const CANONICAL_IPV4 =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

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
  // What a socket reports for an IPv4 client, already in the one way ipaddr.js would write it:
  // the key without parsing (every update check asks for it).
  if (CANONICAL_IPV4.test(address)) return address;
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const bytes = parsed.toByteArray().slice(0, IPV6_CLIENT_PREFIX / 8);
  const network = ipaddr.fromByteArray([...bytes, ...new Array(16 - bytes.length).fill(0)]);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
