// The summary of the Lighthouse step: each page's median against the targets, then the audits
// that did not pass, with the elements they name.
import type { Result as LighthouseResult } from 'lighthouse';
import { table } from './harness.js';

type Comparison = 'min' | 'max';

interface Metric {
  label: string;
  /** Reads the figure from one run's report. */
  read: (report: LighthouseResult) => number | null;
  target: number;
  /** min: the figure must be at least the target; max: at most. */
  comparison: Comparison;
  format: (value: number) => string;
}

const score = (category: string) => (report: LighthouseResult) => {
  const value = report.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric =
  (audit: string, scale = 1) =>
  (report: LighthouseResult) => {
    const value = report.audits[audit]?.numericValue;
    return typeof value === 'number' ? value * scale : null;
  };

/**
 * The targets of the server-rendering issue. It names none for TBT: 50 ms is the most the
 * desktop preset still scores 100 (at 100 ms it scores 97, which alone costs a point).
 */
const METRICS: Metric[] = [
  {
    label: 'performance',
    read: score('performance'),
    target: 98,
    comparison: 'min',
    format: String,
  },
  {
    label: 'CLS',
    read: numeric('cumulative-layout-shift'),
    target: 0.02,
    comparison: 'max',
    format: (value) => value.toFixed(3),
  },
  {
    label: 'LCP',
    read: numeric('largest-contentful-paint', 1 / 1000),
    target: 0.6,
    comparison: 'max',
    format: (value) => `${value.toFixed(2)} s`,
  },
  {
    label: 'TBT',
    read: numeric('total-blocking-time'),
    target: 50,
    comparison: 'max',
    format: (value) => `${value.toFixed(0)} ms`,
  },
  {
    label: 'accessibility',
    read: score('accessibility'),
    target: 100,
    comparison: 'min',
    format: String,
  },
  { label: 'SEO', read: score('seo'), target: 100, comparison: 'min', format: String },
  {
    label: 'best practices',
    read: score('best-practices'),
    target: 100,
    comparison: 'min',
    format: String,
  },
];

export interface PageUnderTest {
  name: string;
  path: string;
  reports: LighthouseResult[];
  /** Why the runs that did not finish failed. */
  errors: string[];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function meets(metric: Metric, value: number): boolean {
  return metric.comparison === 'min' ? value >= metric.target : value <= metric.target;
}

/** One row per metric: its target, then each page's median with ok or MISSED. */
export function scoreTable(pages: PageUnderTest[]): string {
  const rows = [['', 'target', ...pages.map((page) => page.name)]];
  for (const metric of METRICS) {
    const target = `${metric.comparison === 'min' ? '>=' : '<='} ${metric.format(metric.target)}`;
    const cells = pages.map((page) => {
      const value = median(
        page.reports.flatMap((report) => {
          const figure = metric.read(report);
          return figure === null ? [] : [figure];
        }),
      );
      if (value === null) return 'n/a MISSED';
      return `${metric.format(value)} ${meets(metric, value) ? 'ok' : 'MISSED'}`;
    });
    rows.push([metric.label, target, ...cells]);
  }
  return table(rows);
}

interface Finding {
  id: string;
  title: string;
  category: string;
  /** Whether the audit counts in its category's score; the others are performance hints. */
  weighted: boolean;
  runs: number;
  detail: string;
  /** Up to a few elements (CSS selectors) or addresses the audit names, from its last failure. */
  where: string[];
}

/** How many elements or addresses of one failing audit are listed. */
const WHERE_LIMIT = 3;

/** The elements (by selector) or resources (by address) a failing audit points at. */
function culprits(details: unknown): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  const named = new Set<string>();
  for (const item of items as Array<{ node?: { selector?: unknown }; url?: unknown }>) {
    const selector = item.node?.selector;
    if (typeof selector === 'string' && selector) named.add(selector);
    else if (typeof item.url === 'string' && item.url) named.add(item.url);
    if (named.size >= WHERE_LIMIT) break;
  }
  return [...named];
}

/**
 * The audits of a page that did not pass in at least one run, with the category they belong
 * to: those that cost points first, then the performance diagnostics that explain them.
 */
function findings(reports: LighthouseResult[]): Finding[] {
  const found = new Map<string, Finding>();
  for (const report of reports) {
    for (const [categoryId, category] of Object.entries(report.categories)) {
      for (const ref of category.auditRefs) {
        const audit = report.audits[ref.id];
        if (!audit) continue;
        const failed =
          audit.scoreDisplayMode === 'error' ||
          (typeof audit.score === 'number' &&
            audit.score < 1 &&
            (audit.scoreDisplayMode === 'binary' ||
              audit.scoreDisplayMode === 'numeric' ||
              audit.scoreDisplayMode === 'metricSavings'));
        if (!failed) continue;
        const key = `${categoryId}/${ref.id}`;
        const detail =
          audit.scoreDisplayMode === 'error'
            ? `could not run: ${audit.errorMessage ?? 'no reason given'}`
            : audit.displayValue
              ? `last run: ${audit.displayValue}`
              : '';
        const previous = found.get(key);
        const where = culprits(audit.details);
        found.set(key, {
          id: ref.id,
          title: audit.title,
          category: category.title,
          weighted: ref.weight > 0,
          runs: (previous?.runs ?? 0) + 1,
          detail: detail || previous?.detail || '',
          where: where.length > 0 ? where : (previous?.where ?? []),
        });
      }
    }
  }
  return [...found.values()].sort(
    (a, b) =>
      Number(b.weighted) - Number(a.weighted) ||
      a.category.localeCompare(b.category) ||
      b.runs - a.runs ||
      a.id.localeCompare(b.id),
  );
}

/**
 * The element that was the largest paint and where its time went (server answer, finding the
 * image, loading it, rendering it), from a run's report; null when the report has none.
 */
function largestPaint(report: LighthouseResult): string | null {
  const details = report.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ items?: Array<Record<string, unknown>> }> }
    | undefined;
  const rows = (details?.items ?? []).flatMap((table) => table.items ?? []);
  const node = rows.find((row) => typeof row.node === 'object' && row.node !== null)?.node as
    | { selector?: unknown }
    | undefined;
  if (typeof node?.selector !== 'string') return null;
  const phases = rows.flatMap((row) =>
    typeof row.phase === 'string' && typeof row.timing === 'number'
      ? [`${row.phase} ${row.timing.toFixed(0)} ms`]
      : [],
  );
  return `${node.selector}${phases.length > 0 ? ` (${phases.join(', ')})` : ''}`;
}

export function findingsReport(page: PageUnderTest): string {
  const performance = page.reports.map((report) => score('performance')(report) ?? 'n/a');
  const lines = [`${page.name} (${page.path}), performance per run: ${performance.join(', ')}`];
  for (const error of page.errors) lines.push(`  a run did not finish: ${error}`);
  const last = page.reports.at(-1);
  const paint = last ? largestPaint(last) : null;
  if (paint) lines.push(`  largest paint (last run): ${paint}`);
  const list = findings(page.reports);
  if (page.reports.length === 0) lines.push('  no run finished');
  else if (list.length === 0) lines.push('  every scored audit passed');
  for (const finding of list) {
    const kind = finding.weighted ? finding.category : `${finding.category} hint`;
    const detail = finding.detail ? ` \u2014 ${finding.detail}` : '';
    lines.push(
      `  [${kind}] ${finding.id} (${finding.runs}/${page.reports.length} runs): ${finding.title}${detail}`,
    );
    // Elements are named for the audits that cost points; hints stay one line each.
    if (finding.weighted && finding.where.length > 0)
      lines.push(...finding.where.map((where) => `      at ${where}`));
  }
  return lines.join('\n');
}
