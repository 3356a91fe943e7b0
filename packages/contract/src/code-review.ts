import { z } from 'zod';
import { ExtensionId, Timestamp } from './entities.js';

/** The flags judge new host patterns by what they reach, as the install warnings do. */
export { type HostReach, reachOf, widensHostAccess } from './host-patterns.js';

/**
 * The reviewers' code viewer: a package's files, one file's text, the changes between the
 * published and the submitted package, and the flags computed for a submitted package. All
 * under /admin/api/reviews/{id}/ (administrators only). Nothing of a package is ever served as
 * something a browser would run: text travels as JSON strings, raster images as base64 in JSON
 * that the console shows from a blob.
 */

const KiB = 1024;
const MiB = 1024 * KiB;

/** The largest file whose text one answer carries; a larger one answers `tooLarge`. */
export const CODE_VIEW_TEXT_MAX_BYTES = 1 * MiB;
/** The largest raster image previewed (base64 in the answer); a larger one answers `tooLarge`. */
export const CODE_VIEW_IMAGE_MAX_BYTES = 512 * KiB;
/** The largest side of a file diff compared line by line; larger files are only named changed. */
export const CODE_DIFF_MAX_BYTES = 512 * KiB;
/**
 * Wall time one line diff may take before it gives up (jsdiff's `timeout`): two large, very
 * different files would otherwise hold the server's thread.
 */
export const CODE_DIFF_TIMEOUT_MS = 250;
/** Lines of unchanged context around each change of a file diff. */
export const CODE_DIFF_CONTEXT_LINES = 3;
/** The largest file the flags' heuristics read; larger scripts are counted as not scanned. */
export const CODE_SCAN_FILE_MAX_BYTES = 4 * MiB;
/** What the flags' heuristics read of one package at most; the rest is counted as not scanned. */
export const CODE_SCAN_TOTAL_MAX_BYTES = 48 * MiB;
/** Files or hints one flag names; the rest are counted in `omitted`. */
export const CODE_FLAG_LIST_MAX = 20;
/** The longest excerpt of a line a remote-code hint quotes. */
export const CODE_HINT_EXCERPT_MAX = 160;

/** Which of an item's packages: the one under review (the draft's) or the published one. */
export const REVIEW_PACKAGES = ['submitted', 'published'] as const;
export const ReviewPackageChoice = z.enum(REVIEW_PACKAGES);
export type ReviewPackageChoice = z.infer<typeof ReviewPackageChoice>;

/** One stored package, as the code viewer names it. */
export const PackageRef = z.object({
  packageId: z.number().int(),
  version: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: Timestamp,
});
export type PackageRef = z.infer<typeof PackageRef>;

/**
 * What a file is, by its name in the tree and by its bytes when read: text shown with
 * highlighting, a raster image previewed, or anything else, named binary with its size.
 */
export const PACKAGE_FILE_KINDS = ['text', 'image', 'binary'] as const;
export const PackageFileKind = z.enum(PACKAGE_FILE_KINDS);
export type PackageFileKind = z.infer<typeof PackageFileKind>;

export const PackageTreeFile = z.object({
  /** Forward slashes, no leading slash, as stored in the zip. */
  path: z.string(),
  /** Uncompressed bytes. */
  size: z.number().int(),
  kind: PackageFileKind,
});
export type PackageTreeFile = z.infer<typeof PackageTreeFile>;

/** GET /admin/api/reviews/{id}/files?package=: every file of the package, sorted by path. */
export const PackageTree = z.object({
  extensionId: ExtensionId,
  /** The item's name in the asked language, as the draft (else the product) lists it. */
  name: z.string(),
  package: ReviewPackageChoice,
  ref: PackageRef,
  /** Both of the item's packages, so the viewer offers only those that exist. */
  packages: z.object({ submitted: PackageRef.nullable(), published: PackageRef.nullable() }),
  files: z.array(PackageTreeFile),
});
export type PackageTree = z.infer<typeof PackageTree>;

/** GET /admin/api/reviews/{id}/file?package=&path=: one file, by what its bytes are. */
export const PackageFileView = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    path: z.string(),
    size: z.number().int(),
    packageId: z.number().int(),
    text: z.string(),
  }),
  z.object({
    kind: z.literal('image'),
    path: z.string(),
    size: z.number().int(),
    packageId: z.number().int(),
    /** The raster type the bytes are (PNG, JPEG, GIF, WebP), never what the name says. */
    mediaType: z.enum(['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
    base64: z.string(),
  }),
  z.object({
    kind: z.literal('binary'),
    path: z.string(),
    size: z.number().int(),
    packageId: z.number().int(),
  }),
  z.object({
    /** Text or an image over its cap: named with its size and the cap, not carried. */
    kind: z.literal('tooLarge'),
    path: z.string(),
    size: z.number().int(),
    packageId: z.number().int(),
    limit: z.number().int(),
  }),
]);
export type PackageFileView = z.infer<typeof PackageFileView>;

export const FILE_CHANGE_STATUSES = ['added', 'removed', 'changed'] as const;
export const FileChangeStatus = z.enum(FILE_CHANGE_STATUSES);
export type FileChangeStatus = z.infer<typeof FileChangeStatus>;

/** One file that differs between the published and the submitted package. */
export const ChangedFile = z.object({
  path: z.string(),
  status: FileChangeStatus,
  kind: PackageFileKind,
  /** Size in the submitted package; in the published one for a removed file. */
  size: z.number().int(),
  /**
   * Lines added and removed; null when the file is not text, is over CODE_DIFF_MAX_BYTES or
   * took too long to compare.
   */
  linesAdded: z.number().int().nullable(),
  linesRemoved: z.number().int().nullable(),
});
export type ChangedFile = z.infer<typeof ChangedFile>;

/**
 * GET /admin/api/reviews/{id}/changes: the files added, removed and changed from the published
 * package (`from`) to the submitted one (`to`). A new item has no `from`: every file is added.
 */
export const PackageChanges = z.object({
  extensionId: ExtensionId,
  name: z.string(),
  from: PackageRef.nullable(),
  to: PackageRef.nullable(),
  files: z.array(ChangedFile),
  unchangedCount: z.number().int(),
});
export type PackageChanges = z.infer<typeof PackageChanges>;

/** One line of a file diff; numbers are the line's in the old and the new file. */
export const DiffLine = z.object({
  type: z.enum(['context', 'added', 'removed']),
  text: z.string(),
  oldNumber: z.number().int().nullable(),
  newNumber: z.number().int().nullable(),
});
export type DiffLine = z.infer<typeof DiffLine>;

export const DiffHunk = z.object({
  oldStart: z.number().int(),
  oldLines: z.number().int(),
  newStart: z.number().int(),
  newLines: z.number().int(),
  lines: z.array(DiffLine),
});
export type DiffHunk = z.infer<typeof DiffHunk>;

/**
 * GET /admin/api/reviews/{id}/diff?path=: one file's unified line diff. `comparable` is false
 * (and `hunks` empty) when either side is not text, is over CODE_DIFF_MAX_BYTES, or the diff
 * took longer than CODE_DIFF_TIMEOUT_MS; `reason` says which.
 */
export const FileDiff = z.object({
  extensionId: ExtensionId,
  path: z.string(),
  status: FileChangeStatus.nullable(),
  fromPackageId: z.number().int().nullable(),
  toPackageId: z.number().int().nullable(),
  comparable: z.boolean(),
  reason: z.enum(['binary', 'tooLarge', 'tooSlow']).nullable(),
  hunks: z.array(DiffHunk),
});
export type FileDiff = z.infer<typeof FileDiff>;

/** What a remote-code hint matched. */
export const REMOTE_CODE_PATTERNS = [
  'eval',
  'newFunction',
  'stringTimer',
  'remoteScript',
  'remoteImport',
  'executeScriptCode',
] as const;
export const RemoteCodePattern = z.enum(REMOTE_CODE_PATTERNS);
export type RemoteCodePattern = z.infer<typeof RemoteCodePattern>;

export const RemoteCodeHint = z.object({
  path: z.string(),
  line: z.number().int(),
  pattern: RemoteCodePattern,
  /** The matching line around the match, at most CODE_HINT_EXCERPT_MAX characters. */
  excerpt: z.string(),
});
export type RemoteCodeHint = z.infer<typeof RemoteCodeHint>;

/** Files a flag names, at most CODE_FLAG_LIST_MAX, and how many more it left out. */
const FlaggedFiles = { files: z.array(z.string()), omitted: z.number().int() };

/**
 * Something a reviewer should look at in a submitted package. Compared with the published
 * version (updates only): new API permissions, new host patterns, a change log missing or the
 * same as the published one. Found in the files: minified or obfuscated scripts, remote code
 * hints. And a package byte for byte identical (same SHA-256) to another item's.
 */
export const PackageFlag = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('newPermissions'), permissions: z.array(z.string()) }),
  z.object({ kind: z.literal('newHostPermissions'), hostPermissions: z.array(z.string()) }),
  z.object({ kind: z.literal('minified'), ...FlaggedFiles }),
  z.object({ kind: z.literal('obfuscated'), ...FlaggedFiles }),
  z.object({
    kind: z.literal('remoteCode'),
    hints: z.array(RemoteCodeHint),
    omitted: z.number().int(),
  }),
  z.object({ kind: z.literal('identicalPackage'), extensionIds: z.array(ExtensionId) }),
  z.object({ kind: z.literal('changeLogMissing') }),
  z.object({ kind: z.literal('changeLogUnchanged') }),
]);
export type PackageFlag = z.infer<typeof PackageFlag>;
export type PackageFlagKind = PackageFlag['kind'];

/** Every flag kind, in the order the console lists them (most serious first). */
export const PACKAGE_FLAG_KINDS = [
  'remoteCode',
  'obfuscated',
  'newPermissions',
  'newHostPermissions',
  'identicalPackage',
  'minified',
  'changeLogMissing',
  'changeLogUnchanged',
] as const satisfies readonly PackageFlagKind[];

/**
 * GET /admin/api/reviews/{id}/flags: the flags of the item's submitted package, the change log
 * visitors will see once it is approved (in the asked language), and how much of the package
 * the heuristics read.
 */
export const ReviewFlags = z.object({
  extensionId: ExtensionId,
  package: PackageRef.nullable(),
  flags: z.array(PackageFlag),
  changeLog: z.string().nullable(),
  /** Scripts, pages and style sheets the heuristics read. */
  scannedFiles: z.number().int(),
  /** Those not read: over CODE_SCAN_FILE_MAX_BYTES, past CODE_SCAN_TOTAL_MAX_BYTES, or not text. */
  skipped: z.object(FlaggedFiles),
});
export type ReviewFlags = z.infer<typeof ReviewFlags>;

/** GET /admin/api/review-flags: the flags of every item in review, for the queue's rows. */
export const ReviewQueueFlags = z.object({
  items: z.array(
    z.object({
      extensionId: ExtensionId,
      flags: z.array(PackageFlag),
      /**
       * False while the package's files wait to be read: the queue reads packages it has not
       * read before for a few seconds per visit, so a long queue of new packages fills in over
       * several visits. Comparisons are always there.
       */
      filesRead: z.boolean(),
    }),
  ),
});
export type ReviewQueueFlags = z.infer<typeof ReviewQueueFlags>;
