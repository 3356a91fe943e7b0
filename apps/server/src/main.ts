import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { checkKeySecret, KeySecretMismatchError } from './cluster/key-secret.js';
import { ConfigError, loadConfig } from './config/config.js';
import { openDatabase } from './db/database.js';
import { DataDirLockedError } from './db/lock.js';
import { refreshStatistics, STATISTICS_INTERVAL_MS, statisticsDueIn } from './db/statistics.js';
import { signingContext, signMissingPackages } from './distribution/sign-package.js';
import { loadKeySecret } from './publishing/package/extension-key.js';
import { seedDemoCatalog } from './seed/index.js';
import { collectUnusedFilesOnce } from './storage/collect.js';
import { describeStorage, openFileStorage } from './storage/open-storage.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Unused files are collected a while after start, then daily. */
const FIRST_COLLECTION_DELAY_MS = 10 * 60 * 1000;
const COLLECTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');
const DEFAULT_COMPANION_DIST = path.resolve(here, '../../companion/dist');

async function main(): Promise<void> {
  // The server renders pages with React, which runs its slower checking build unless told this
  // is production; it reads the setting when the renderer is first loaded, after this line.
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig(process.env, {
    webDist: DEFAULT_WEB_DIST,
    companionDist: DEFAULT_COMPANION_DIST,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Before anything opens a stored key (the companion is signed while the app is built).
  await checkKeySecret(
    database.db,
    loadKeySecret(config.dataDir, config.itemKeySecret ?? undefined),
  ).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const files = openFileStorage(config.storage);
  const { storage } = files;
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind, storage });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      files.close();
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    let seeded = false;
    if (config.seed === 'auto') {
      const started = Date.now();
      const result = await seedDemoCatalog(database.db, storage, {
        keySecret: app.keySecret,
        log: (message) => app.log.info(message),
      });
      seeded = result.seeded;
      if (result.seeded) app.log.info({ ms: Date.now() - started }, 'demo catalog created');
    }
    // Live packages not yet signed (the demo catalog, or items approved before signing
    // existed) are signed before browsers can ask for them.
    const signing = await signMissingPackages(database.db, signingContext(app));
    if (signing.signed > 0) app.log.info({ signed: signing.signed }, 'live packages signed');
    for (const failure of signing.failed) {
      app.log.error({ err: failure.error, itemId: failure.itemId }, 'package could not be signed');
    }
    if (database.kind === 'pglite') {
      // The statistics outlive a restart: they are refreshed now only when a catalog was just
      // created, a table has none, or the last refresh is due, and then an interval after it.
      const due = seeded ? 0 : await statisticsDueIn(database.db);
      if (due === 0) await refreshStatistics(database.db);
      let timer: NodeJS.Timeout;
      const schedule = (ms: number) => {
        timer = setTimeout(() => {
          refreshStatistics(database.db)
            .catch((error: unknown) =>
              app.log.warn({ err: error }, 'could not refresh database statistics'),
            )
            .finally(() => schedule(STATISTICS_INTERVAL_MS));
        }, ms);
        timer.unref();
      };
      schedule(due === 0 ? STATISTICS_INTERVAL_MS : due);
      app.addHook('onClose', async () => clearTimeout(timer));
    }
    // With several servers on one PostgreSQL, each schedules the collection and a run that
    // finds another server's run under way is skipped (see collectUnusedFilesOnce).
    const collect = () => {
      collectUnusedFilesOnce(database.db, database.kind, storage)
        .then((result) => {
          if (result) app.log.info(result, 'unused files collected');
          else app.log.info('unused files are being collected by another server');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not collect unused files'));
    };
    const firstCollection = setTimeout(collect, FIRST_COLLECTION_DELAY_MS);
    const collections = setInterval(collect, COLLECTION_INTERVAL_MS);
    firstCollection.unref();
    collections.unref();
    app.addHook('onClose', async () => {
      clearTimeout(firstCollection);
      clearInterval(collections);
    });
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info(
      {
        address,
        database: database.kind,
        dataDir: config.dataDir,
        files: describeStorage(config.storage),
      },
      `Lagoon listening on ${config.publicUrl}`,
    );
  } catch (error) {
    app.log.error({ err: error }, 'start-up failed');
    await app.close().catch(() => {});
    files.close();
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof KeySecretMismatchError
  ) {
    console.error(`lagoon: ${error.message}`);
  } else {
    console.error('lagoon: failed to start:', error);
  }
  process.exit(1);
});
