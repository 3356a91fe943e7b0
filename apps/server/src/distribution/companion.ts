import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CompanionInfo } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { touchPolicy } from '../db/policy-changes.js';
import {
  createExtensionKey,
  extensionIdFromPublicKey,
  openPrivateKey,
} from '../publishing/package/extension-key.js';
import { isValidVersion } from '../publishing/package/versions.js';
import type { FileStorage } from '../storage/storage.js';
import { packCrx3 } from './crx3.js';
import { writeDeterministicZip } from './repack.js';
import { storeSignedPackage } from './sign-package.js';

/** Settings rows: the companion's sealed key pair, and the build its packages are at. */
const KEY_SETTING = 'companion_key';
const BUILD_SETTING = 'companion_build';
/** More than the companion will ever hold; a folder beyond it is not the companion. */
const MAX_FILES = 200;
const MAX_BYTES = 20 * 1024 * 1024;

export interface CompanionContext {
  storage: FileStorage;
  keySecret: Buffer;
  /** The built extension (`apps/companion/dist`): its manifest.json is a template. */
  distDir: string;
  /** The store's address, for the companion's blocklist checks. */
  publicUrl: string;
  /** Origins whose pages the companion answers. */
  storeOrigins: string[];
  updateUrl: string;
}

interface StoredKey {
  publicKey: string;
  sealedPrivateKey: string;
}

interface BuildRecord {
  /** The template's version (e.g. "1.0.0"), to which the build number is appended. */
  base: string;
  build: number;
  /** SHA-256 of the package contents, so a change in the files or the origins makes a new build. */
  fingerprint: string;
}

function readTree(root: string): { name: string; data: Buffer }[] {
  const files: { name: string; data: Buffer }[] = [];
  let total = 0;
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const absolute = path.join(dir, entry.name);
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(absolute, name);
      else if (entry.isFile()) {
        const data = fs.readFileSync(absolute);
        total += data.length;
        files.push({ name, data });
        if (files.length > MAX_FILES || total > MAX_BYTES) {
          throw new Error(`${root} is too large to be the companion extension`);
        }
      }
    }
  };
  walk(root, '');
  return files;
}

/**
 * The companion's files for this store: the built template with its manifest completed (the
 * version, the update service, the store's origins as the only pages it answers and the only
 * hosts it may fetch from: the blocklist, the wallpaper photos it keeps for its new tab page,
 * the store's notices) and store.json, which tells it where the store and its blocklist are.
 * The rest of the template (the new tab override, the side panel, the permissions) is kept
 * as built.
 */
function companionFiles(
  template: { name: string; data: Buffer }[],
  context: CompanionContext,
  version: string,
): { name: string; data: Buffer }[] {
  const manifestFile = template.find((file) => file.name === 'manifest.json');
  if (!manifestFile) throw new Error(`${context.distDir} has no manifest.json`);
  const manifest = JSON.parse(manifestFile.data.toString('utf8')) as Record<string, unknown>;
  const matches = context.storeOrigins.map((origin) => `${origin}/*`);
  const completed = {
    ...manifest,
    version,
    update_url: context.updateUrl,
    externally_connectable: { matches },
    host_permissions: matches,
  };
  const store = {
    storeUrl: context.publicUrl,
    origins: context.storeOrigins,
    blocklistUrl: `${context.publicUrl}/ajax/blocklist`,
  };
  return [
    ...template
      .filter((file) => file.name !== 'manifest.json' && file.name !== 'store.json')
      .map((file) => file),
    { name: 'manifest.json', data: Buffer.from(`${JSON.stringify(completed, null, 2)}\n`) },
    { name: 'store.json', data: Buffer.from(`${JSON.stringify(store, null, 2)}\n`) },
  ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function templateVersion(template: { name: string; data: Buffer }[]): string {
  const manifestFile = template.find((file) => file.name === 'manifest.json');
  const version = manifestFile
    ? (JSON.parse(manifestFile.data.toString('utf8')) as { version?: unknown }).version
    : undefined;
  if (typeof version !== 'string' || !isValidVersion(version) || version.split('.').length > 3) {
    throw new Error('the companion manifest needs a version of at most three parts');
  }
  return version;
}

async function loadOrCreateKey(db: Db, keySecret: Buffer): Promise<StoredKey> {
  const read = async () => {
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', KEY_SETTING)
      .executeTakeFirst();
    return row ? (row.value as StoredKey) : null;
  };
  const existing = await read();
  if (existing) return existing;
  const key = createExtensionKey(keySecret);
  // Another server starting at the same moment may win; everyone then uses the winner's key.
  await db
    .insertInto('settings')
    .values({
      key: KEY_SETTING,
      value: JSON.stringify({ publicKey: key.publicKey, sealedPrivateKey: key.sealedPrivateKey }),
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error('the companion key could not be stored');
  return stored;
}

/**
 * Makes sure the companion extension is signed for this store and returns its id and version.
 * The id comes from a key pair the store makes once and keeps (sealed) in its database, so it
 * stays the same for the life of the installation. The package is rebuilt only when its
 * contents change (a new companion build, or other store origins); each rebuild gets the next
 * build number, so browsers see a newer version and update.
 */
export async function prepareCompanion(db: Db, context: CompanionContext): Promise<CompanionInfo> {
  const key = await loadOrCreateKey(db, context.keySecret);
  const id = extensionIdFromPublicKey(Buffer.from(key.publicKey, 'base64'));
  const template = readTree(context.distDir);
  const base = templateVersion(template);
  // The fingerprint is taken with a fixed version, so it says whether anything else changed.
  const fingerprint = createHash('sha256')
    .update(await writeDeterministicZip(companionFiles(template, context, '0')))
    .digest('hex');

  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('settings')
      .values({ key: BUILD_SETTING, value: JSON.stringify(null) })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    // Held until commit: two servers starting together build one package, not two.
    const row = await trx
      .selectFrom('settings')
      .select('value')
      .where('key', '=', BUILD_SETTING)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const previous = row.value as BuildRecord | null;
    if (previous && previous.base === base && previous.fingerprint === fingerprint) {
      return { id, version: `${base}.${previous.build}` };
    }
    const build = previous && previous.base === base ? previous.build + 1 : 1;
    const version = `${base}.${build}`;
    const zip = await writeDeterministicZip(companionFiles(template, context, version));
    const crx = packCrx3(zip, openPrivateKey(key.sealedPrivateKey, context.keySecret));
    await storeSignedPackage(trx, context.storage, { appId: id, version, packageId: null, crx });
    const record: BuildRecord = { base, build, fingerprint };
    await trx
      .updateTable('settings')
      .set({ value: JSON.stringify(record) })
      .where('key', '=', BUILD_SETTING)
      .execute();
    // The policy names the companion by id: it changes only when the first build makes the id.
    if (!previous) await touchPolicy(trx);
    return { id, version };
  });
}
