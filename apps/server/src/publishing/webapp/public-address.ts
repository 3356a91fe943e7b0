import { BlockList, isIP } from 'node:net';

// The address rule of the web app fetcher: which IPv4 and IPv6 addresses count as the public
// Internet. A pure function of the address, so the fetcher can apply it to every address a
// host resolves to and to literal addresses alike.

// Addresses that are not on the public Internet (RFC 6890 and its updates). IPv4-mapped and
// 6to4 IPv6 addresses are judged by the IPv4 address inside them.
const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, also some cloud metadata services
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255
];
// Within global unicast 2000::/3, the only IPv6 range allowed at all.
const PRIVATE_V6: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments: Teredo, ORCHID, benchmarking and others
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
];

const privateV4 = new BlockList();
for (const [network, prefix] of PRIVATE_V4) privateV4.addSubnet(network, prefix, 'ipv4');
const privateV6 = new BlockList();
for (const [network, prefix] of PRIVATE_V6) privateV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const text = address.replace(/%.*$/, '');
  if (isIP(text) !== 6) return null;
  // A trailing dotted quad (::ffff:1.2.3.4) becomes the last two groups.
  const body = text.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_match, a, b, c, d) => {
    const hex = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);
    return `${hex(a, b)}:${hex(c, d)}`;
  });
  const [head = '', rest] = body.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const missing = 8 - left.length - right.length;
  if (rest === undefined && missing !== 0) return null;
  const groups = [...left, ...new Array<number>(Math.max(missing, 0)).fill(0), ...right];
  return groups.length === 8 ? groups : null;
}

/** Whether an address (IPv4 or IPv6, as text) is on the public Internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address.replace(/%.*$/, ''));
  if (family === 4) return !privateV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const [g0 = 0, g1 = 0, g2 = 0, , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  const leadingZeros = groups.slice(0, 5).every((group) => group === 0);
  if (leadingZeros && g5 === 0xffff) return isPublicAddress(v4(g6, g7)); // ::ffff:a.b.c.d
  if (g0 === 0x2002) return isPublicAddress(v4(g1, g2)); // 6to4
  // Everything outside global unicast is private or reserved: ::, ::1, fc00::/7, fe80::/10,
  // ff00::/8, 64:ff9b::/96 (NAT64) and the rest.
  if ((g0 & 0xe000) !== 0x2000) return false;
  return !privateV6.check(groups.map((group) => group.toString(16)).join(':'), 'ipv6');
}
