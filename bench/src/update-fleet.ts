// The fleet the update benchmarks send: every request is a browser with its own set of 1–30
// installed extensions, sent as Chromium sends them (`x=id%3D…%26v%3D…%26installsource%3D…%26uc`
// repeated), mixing store items at their current version, store items behind it, store items
// the store offers nothing for (no signed package, or not installable) and ids of extensions
// from elsewhere. The same seeded stream on every run (updates.ts measures it against the static
// ceiling, update-cpu.ts counts the server's CPU per request).
import { EXTENSION_CATEGORIES } from '@lagoon/contract';
import { readJson } from './harness.js';

/** Ids a fleet has from other stores: the same few thousand across its browsers. */
const OUTSIDE_IDS = 5_000;
/** Store items read from the newest of all (each category adds its first 200 of two sorts). */
const STORE_IDS = 2_000;
export const SERVICE_PATH = '/service/update2/crx';
export const COMMON = 'os=linux&arch=x64&prodversion=156.0.0.0&acceptformat=crx3';

/** A small deterministic random source, so every run sends the same stream. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function extensionId(random: () => number): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += String.fromCharCode(97 + Math.floor(random() * 16));
  return id;
}

export function entry(id: string, version: string): string {
  return `x=${encodeURIComponent(`id=${id}&v=${version}&installsource=policy&uc`)}`;
}

export interface Pools {
  /** Store items the service offers a package for, with the version it offers. */
  offered: { id: string; version: string }[];
  /** Store items it offers nothing for. */
  silent: string[];
  outside: string[];
}

/**
 * Every `x` entry the stream sends, encoded once before measuring: a request's query is then a
 * join of entries drawn at random, so building it costs the load generator (which shares the
 * machine with the server) little, the same for the route and its ceiling, and every request
 * is still a new mix.
 */
export interface Entries {
  /** Per offered item, at the version offered and behind it. */
  current: string[];
  outdated: string[];
  silent: string[];
  outside: string[];
}

export function encodedEntries(pools: Pools): Entries {
  return {
    current: pools.offered.map((item) => entry(item.id, item.version)),
    outdated: pools.offered.map((item) => entry(item.id, '0.0.1')),
    silent: pools.silent.map((id) => entry(id, '1.0.0')),
    outside: pools.outside.map((id) => entry(id, '2.1.0')),
  };
}

/** The query of one browser's check: 1–30 ids, each current, outdated or unknown. */
export function checkQuery(entries: Entries, random: () => number): string {
  const count = 1 + Math.floor(random() * 30);
  let query = COMMON;
  for (let i = 0; i < count; i++) {
    const draw = random();
    let from: string[];
    if (draw < 0.5 && entries.current.length > 0) {
      from = draw < 0.3 ? entries.current : entries.outdated;
    } else if (draw < 0.75 && entries.silent.length > 0) {
      from = entries.silent;
    } else {
      from = entries.outside;
    }
    query += `&${from[Math.floor(random() * from.length)]!}`;
  }
  return query;
}

/**
 * Store extensions from every category's newest and most popular pages (the demo catalog's
 * signed items among the bulk ones, which have no signed package), and which of them the
 * update service offers, at what version.
 */
export async function readPools(url: string): Promise<Pools> {
  const ids = new Set<string>();
  const lists = ['', ...EXTENSION_CATEGORIES.map((category) => `&category=${category}`)];
  for (const list of lists) {
    for (const sort of ['new', 'popular']) {
      for (let offset = 0; offset < (list ? 200 : STORE_IDS); offset += 100) {
        const page = await readJson<{ items: { extensionId?: string }[] }>(
          `${url}/ajax/extensions?type=extension&sort=${sort}${list}&size=100&offset=${offset}`,
        );
        for (const item of page.items) if (item.extensionId) ids.add(item.extensionId);
        if (page.items.length < 100) break;
      }
    }
  }
  const config = await readJson<{ companion: { id: string } | null }>(`${url}/ajax/config`);
  if (config.companion) ids.add(config.companion.id);
  const all = [...ids];
  const offered: Pools['offered'] = [];
  const silent: string[] = [];
  for (let start = 0; start < all.length; start += 100) {
    const chunk = all.slice(start, start + 100);
    const query = chunk.map((id) => entry(id, '0.0.0.1')).join('&');
    const xml = await (await fetch(`${url}${SERVICE_PATH}?${COMMON}&${query}`)).text();
    const versions = new Map(
      [
        ...xml.matchAll(/appid="([a-p]{32})" status="ok">\s*<updatecheck[^>]* version="([^"]+)"/g),
      ].map((match) => [match[1]!, match[2]!]),
    );
    for (const id of chunk) {
      const version = versions.get(id);
      if (version) offered.push({ id, version });
      else silent.push(id);
    }
  }
  const random = randomSource(7);
  const outside = Array.from({ length: OUTSIDE_IDS }, () => extensionId(random));
  return { offered, silent, outside };
}

/** autocannon requests to `base` with a new check query each, from the same seeded stream. */
export function checkRequests(base: string, entries: Entries) {
  const random = randomSource(11);
  return [
    {
      setupRequest: (request: { path?: string }) => ({
        ...request,
        path: `${base}${checkQuery(entries, random)}`,
      }),
    },
  ];
}

/**
 * Checks every id of the fleet once, 30 to a request, as a server that has been answering the
 * fleet has: its release table then holds them (for five minutes, refreshed behind the answers
 * afterwards), so the measured stream shows the steady state rather than each id's first read,
 * which a store pays once per id and server.
 */
export async function checkEveryIdOnce(url: string, base: string, pools: Pools): Promise<number> {
  const ids = [...pools.offered.map((item) => item.id), ...pools.silent, ...pools.outside];
  for (let start = 0; start < ids.length; start += 30) {
    const query = ids
      .slice(start, start + 30)
      .map((id) => entry(id, '1.0.0'))
      .join('&');
    const response = await fetch(`${url}${base}${COMMON}&${query}`);
    await response.text();
    if (response.status !== 200) throw new Error(`an update check answered ${response.status}`);
  }
  return ids.length;
}

/** The mean body of the stream's first checks. */
export async function meanBytes(url: string, base: string, entries: Entries): Promise<number> {
  const random = randomSource(11);
  let total = 0;
  const samples = 300;
  for (let i = 0; i < samples; i++) {
    const response = await fetch(`${url}${base}${checkQuery(entries, random)}`);
    const text = await response.text();
    if (response.status !== 200) throw new Error(`an update check answered ${response.status}`);
    total += Buffer.byteLength(text);
  }
  return Math.round(total / samples);
}
