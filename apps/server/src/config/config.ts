import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_MAX_PACKAGE_BYTES,
  FLEET_RETENTION_DEFAULT_DAYS,
  ManifestV2Mode,
  type StoreLinks,
  StoreLinks as StoreLinksSchema,
} from '@lagoon/contract';
import { z } from 'zod';

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: LogLevel.default('info'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  WEB_DIST: z.string().optional(),
  COMPANION_DIST: z.string().optional(),
  SEED: z.enum(['auto', 'off']).default('auto'),
  NOTEBOOK_EDITION: z.enum(['true', 'false']).default('false'),
  STORE_LINKS: z
    .string()
    .transform((value, context) => {
      try {
        return StoreLinksSchema.partial().parse(JSON.parse(value));
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON object of footer links' });
        return z.NEVER;
      }
    })
    .optional(),
  BENCH_ROUTES: z.enum(['0', '1']).default('0'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Further host names of this store, comma separated: banner links to them become relative. */
  STORE_HOSTNAMES: z.string().optional(),
  LOGIN_PORTAL_URL: z.string().min(1).default('/accounts/login'),
  LOGOUT_URL: z.string().min(1).default('/accounts/logout'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).max(40).default('OpenID Connect'),
  /** Days a browser stays in the fleet inventory without reporting. */
  FLEET_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(FLEET_RETENTION_DEFAULT_DAYS),
  /** Largest extension package accepted, in bytes. */
  MAX_PACKAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2 * 1024 * 1024 * 1024)
    .default(DEFAULT_MAX_PACKAGE_BYTES),
  /** Seals the private keys of store-made item ids (32 bytes, base64 or hex); else DATA_DIR/secrets. */
  ITEM_KEY_SECRET: z.string().min(1).optional(),
  /** What uploads with Manifest V2 get: refused (current Chromium does not run them) or a warning. */
  MANIFEST_V2: ManifestV2Mode.default('refuse'),
  /** Test only: lets web app checks fetch loopback and private addresses on any port. */
  WEBAPP_FETCH_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /** PEM file of an extra certificate authority web app checks trust (a local test site's). */
  WEBAPP_FETCH_CA_FILE: z.string().min(1).optional(),
  /** Where stored files live: DATA_DIR/files by default, file:///a/directory or s3://bucket/prefix. */
  STORAGE_URL: z
    .string()
    .regex(/^(s3|file):\/\//, 'must start with s3:// or file://')
    .optional(),
  /** The S3-compatible server's address, the SDK's usual variables (absent for Amazon S3). */
  AWS_ENDPOINT_URL_S3: z.url().optional(),
  AWS_ENDPOINT_URL: z.url().optional(),
  AWS_REGION: z.string().min(1).optional(),
  AWS_DEFAULT_REGION: z.string().min(1).optional(),
  /** Name the bucket in the path rather than the host name (MinIO, Ceph and most others). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** The SMTP server mail to developers goes through: smtp://user:pass@host:587 or smtps://…. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]+/, 'must be smtp://[user:password@]host[:port] or smtps://…')
    .optional(),
  /** The sender of those mails: an address, or a name and an address ("Lagoon <store@example.com>"). */
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an e-mail address')
    .optional(),
});

/** Variables whose values carry a secret: a refusal names them without their value. */
const SECRET_VARIABLES = new Set(['SMTP_URL']);

/** Footer links of a fresh install; operators point them at their own pages with STORE_LINKS. */
export const DEFAULT_LINKS: StoreLinks = {
  terms: '/policies/terms',
  privacy: '/policies/privacy',
  whitePaper: '/policies/white-paper',
  contact: '/policies/contact',
  bugBounty: '/policies/bug-bounty',
  corp: '/policies/about',
  download: '/policies/download',
  social: [],
};

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof LogLevel>;
  env: 'production' | 'development' | 'test';
  /** Built web app to serve; null when the server runs without one (API only). */
  webDist: string | null;
  /** The built companion extension to sign and serve; null when the server runs without one. */
  companionDist: string | null;
  seed: 'auto' | 'off';
  /** The notebook/OS edition shows the web app section and opens on /whaleapps. */
  notebookEdition: boolean;
  links: StoreLinks;
  /** Exposes the static-body route the benchmark compares against. */
  benchRoutes: boolean;
  /**
   * Read the client address from X-Forwarded-For. Only behind a reverse proxy that sets it:
   * otherwise any client could pick its own address and slip past per-address limits.
   */
  trustProxy: boolean;
  /** Lower-case host names of this store: PUBLIC_URL's plus STORE_HOSTNAMES. */
  storeHostnames: string[];
  /** Where the store sends visitors to sign in (with ?returnUrl=…); Lagoon's own portal by default. */
  loginPortalUrl: string;
  /** Where the store signs visitors out. */
  logoutUrl: string;
  /** Single sign-on through an OpenID Connect provider, when configured. */
  oidc: OidcConfig | null;
  /** Largest extension package accepted, in bytes. */
  maxPackageBytes: number;
  /** Days a browser stays in the fleet inventory without reporting (FLEET_RETENTION_DAYS). */
  fleetRetentionDays: number;
  /** ITEM_KEY_SECRET as given; null to keep the secret under DATA_DIR. */
  itemKeySecret: string | null;
  /** Whether Manifest V2 uploads are refused or accepted with a warning. */
  manifestV2: ManifestV2Mode;
  /**
   * The origins store pages are served from (PUBLIC_URL's, and the same scheme and port on each
   * STORE_HOSTNAMES host): the companion answers pages on these only.
   */
  storeOrigins: string[];
  /** How web app checks fetch other sites. */
  webAppFetch: WebAppFetchConfig;
  /** Where stored files (packages, images, signed CRX files) live. */
  storage: StorageConfig;
  /** Mail to developers (see src/mail). */
  mail: MailConfig;
}

export interface MailConfig {
  /**
   * SMTP_URL as given (it may hold a password: log it only through `describeSmtpUrl`); null
   * when the store sends no mail and keeps every mail in the outbox.
   */
  smtpUrl: string | null;
  /** MAIL_FROM, else "Lagoon <no-reply@PUBLIC_URL's host>". */
  from: string;
}

/**
 * A directory of this machine (one server, or several sharing a network file system), or an
 * S3-compatible bucket that any number of servers share.
 */
export type StorageConfig =
  | { kind: 'local'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      /** "" or a path ending in "/". */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
    };

export interface WebAppFetchConfig {
  /** Test only: loopback and private addresses and any port become reachable. */
  allowPrivate: boolean;
  /** Contents of WEBAPP_FETCH_CA_FILE, trusted besides the public authorities. */
  ca: string | null;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the sign-in button. */
  name: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates configuration from environment variables; throws a readable ConfigError. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaults?: { webDist?: string; companionDist?: string },
): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = SECRET_VARIABLES.has(name) ? '(hidden)' : JSON.stringify(env[name]);
      return `  ${issue.path.join('.')}=${value}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const port = values.PORT;
  const oidcParts = [values.OIDC_ISSUER, values.OIDC_CLIENT_ID, values.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  return {
    port,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: values.LOG_LEVEL,
    env: values.NODE_ENV,
    webDist: values.WEB_DIST ?? defaults?.webDist ?? null,
    companionDist: values.COMPANION_DIST ?? defaults?.companionDist ?? null,
    seed: values.SEED,
    notebookEdition: values.NOTEBOOK_EDITION === 'true',
    links: { ...DEFAULT_LINKS, ...values.STORE_LINKS },
    benchRoutes: values.BENCH_ROUTES === '1',
    trustProxy: values.TRUST_PROXY === 'true',
    storeHostnames: storeHostnames(
      values.PUBLIC_URL ?? `http://localhost:${port}`,
      values.STORE_HOSTNAMES,
    ),
    loginPortalUrl: values.LOGIN_PORTAL_URL,
    logoutUrl: values.LOGOUT_URL,
    oidc:
      values.OIDC_ISSUER && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
        ? {
            issuer: values.OIDC_ISSUER,
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
            name: values.OIDC_NAME,
          }
        : null,
    maxPackageBytes: values.MAX_PACKAGE_BYTES,
    fleetRetentionDays: values.FLEET_RETENTION_DAYS,
    itemKeySecret: values.ITEM_KEY_SECRET ?? null,
    manifestV2: values.MANIFEST_V2,
    storeOrigins: storeOrigins(
      values.PUBLIC_URL ?? `http://localhost:${port}`,
      values.STORE_HOSTNAMES,
    ),
    webAppFetch: {
      allowPrivate: values.WEBAPP_FETCH_ALLOW_PRIVATE === 'true',
      ca: values.WEBAPP_FETCH_CA_FILE ? readCertificate(values.WEBAPP_FETCH_CA_FILE) : null,
    },
    storage: storageConfig(values, path.resolve(values.DATA_DIR)),
    mail: {
      smtpUrl: values.SMTP_URL ?? null,
      from:
        values.MAIL_FROM ??
        `Lagoon <no-reply@${new URL(values.PUBLIC_URL ?? `http://localhost:${port}`).hostname}>`,
    },
  };
}

/** SMTP_URL with its password hidden, for logs and the console. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unreadable SMTP_URL)';
  }
}

/** STORAGE_URL read: absent is DATA_DIR/files; s3://bucket/prefix takes the SDK's variables. */
function storageConfig(values: z.infer<typeof EnvSchema>, dataDir: string): StorageConfig {
  const value = values.STORAGE_URL;
  if (!value) return { kind: 'local', directory: path.join(dataDir, 'files') };
  const invalid = (why: string) =>
    new ConfigError(`Invalid configuration:\n  STORAGE_URL=${JSON.stringify(value)}: ${why}`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('not a URL');
  }
  if (url.protocol === 'file:') {
    if (url.search || url.hash || (url.host && url.host !== 'localhost')) {
      throw invalid('must be file:///an/absolute/directory');
    }
    return { kind: 'local', directory: path.resolve(decodeURIComponent(url.pathname)) };
  }
  const bucket = url.hostname;
  // Bucket names as S3 allows them: lower-case letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || url.port || url.username) {
    throw invalid('must be s3://bucket or s3://bucket/prefix with a valid bucket name');
  }
  if (url.search || url.hash) throw invalid('takes no query or fragment');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: values.AWS_ENDPOINT_URL_S3 ?? values.AWS_ENDPOINT_URL,
    region: values.AWS_REGION ?? values.AWS_DEFAULT_REGION ?? 'us-east-1',
    forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Reads a PEM certificate file at start-up, so a wrong path stops the server with a clear error. */
function readCertificate(file: string): string {
  let pem: string;
  try {
    pem = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  WEBAPP_FETCH_CA_FILE=${JSON.stringify(file)}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
    throw new ConfigError(
      `Invalid configuration:\n  WEBAPP_FETCH_CA_FILE=${JSON.stringify(file)}: not a PEM certificate`,
    );
  }
  return pem;
}

/** The host names a link must point at to count as a link into this store. */
function storeHostnames(publicUrl: string, extra: string | undefined): string[] {
  const names = [new URL(publicUrl).hostname, ...(extra ?? '').split(',')]
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/** PUBLIC_URL's origin, then the same scheme and port on every further store host name. */
function storeOrigins(publicUrl: string, extra: string | undefined): string[] {
  const base = new URL(publicUrl);
  return storeHostnames(publicUrl, extra).map((hostname) => {
    const url = new URL(base.origin);
    url.hostname = hostname;
    return url.origin;
  });
}
