import type { ItemStatus } from './item-status.js';
import { type CliLanguage, type MessageKey, message, reviewWords } from './messages.js';
import type { InspectionIssue, InspectionReport, StoreError } from './store-shapes.js';

/** Where a command writes: stdout for results, stderr for progress, warnings and refusals. */
export interface CliStreams {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
}

/**
 * A command's words in one language. With `json` nothing is written along the way: the command
 * ends with one JSON document on stdout, and only warnings go to stderr.
 */
export class Output {
  constructor(
    readonly streams: CliStreams,
    readonly language: CliLanguage,
    readonly json: boolean,
  ) {}

  say(key: MessageKey, values: Record<string, string | number> = {}): void {
    if (!this.json) this.streams.stdout.write(`${message(this.language, key, values)}\n`);
  }

  lines(lines: readonly string[]): void {
    if (!this.json && lines.length > 0) this.streams.stdout.write(`${lines.join('\n')}\n`);
  }

  warn(key: MessageKey, values: Record<string, string | number> = {}): void {
    this.streams.stderr.write(`${message(this.language, key, values)}\n`);
  }

  /** The one JSON document of a --json run. */
  document(value: unknown): void {
    if (this.json) this.streams.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  }

  /** A refusal as the store worded it, with each field it named, on stderr. */
  refusal(text: string, refusal: StoreError | null): void {
    if (this.json) return;
    const fields = (refusal?.fields ?? []).map((field) =>
      [' ', field.code, field.field, field.message].filter((part) => part !== '').join('  '),
    );
    this.streams.stderr.write(`${[text, ...fields].join('\n')}\n`);
  }

  /** The inspection report: counts, then each finding with its code and the file it concerns. */
  report(report: InspectionReport): void {
    const { errors, warnings } = report;
    if (errors.length === 0 && warnings.length === 0) {
      this.say('reportClean');
      return;
    }
    this.say('reportCounts', { errors: errors.length, warnings: warnings.length });
    this.lines([...errors, ...warnings].map(findingLine));
  }

  status(status: ItemStatus): void {
    const t = (key: MessageKey) => message(this.language, key);
    const review = reviewWords(this.language, status.review);
    const rows: [string, string | null][] = [
      [t('labelItem'), status.extensionId],
      [t('labelName'), status.name],
      [t('labelReview'), review ? `${status.review} (${review})` : status.review],
      [t('labelVisibility'), status.visibility],
      [t('labelLive'), status.liveVersion ?? t('none')],
      [t('labelDraft'), status.versionInReview ? null : status.draftVersion],
      [t('labelInReview'), status.versionInReview],
      [t('labelBlocked'), status.blocked ? t('yes') : null],
      [t('labelNote'), status.reviewNote?.message ?? null],
      [t('labelRelease'), releaseWords(this.language, status.release)],
    ];
    const shown = rows.filter((row): row is [string, string] => row[1] !== null);
    const width = Math.max(...shown.map(([label]) => displayWidth(label)));
    this.lines(
      shown.map(([label, value]) => `${label}:${' '.repeat(width - displayWidth(label))} ${value}`),
    );
  }
}

/** Columns a terminal gives a text: Hangul and other wide characters take two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) {
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        character,
      )
        ? 2
        : 1;
  }
  return width;
}

function findingLine(issue: InspectionIssue): string {
  return ['  ', issue.severity.padEnd(8), issue.code, issue.path ?? '', issue.message]
    .filter((part) => part !== '')
    .join('  ')
    .trimEnd();
}

/** A staged release in one line: what pilot groups and everyone else receive, and until when. */
function releaseWords(language: CliLanguage, release: ItemStatus['release']): string | null {
  if (!release) return null;
  const words = message(language, 'releaseStaged', {
    groups: release.pilotGroups.map((group) => group.name).join(', '),
    pilot: release.pilotVersion,
    held: release.heldVersion,
  });
  return release.promoteAt
    ? `${words}${message(language, 'releaseUntil', { date: release.promoteAt })}`
    : words;
}

/** A byte count as people read it: 950 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
