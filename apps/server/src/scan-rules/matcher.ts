import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CODE_SCAN_FILE_MAX_BYTES,
  CODE_SCAN_TOTAL_MAX_BYTES,
  type ManifestCondition,
  parseManifestPattern,
  SCAN_EXCERPT_MAX,
  SCAN_MATCHES_PER_PACKAGE_MAX,
  type ScanMatchKind,
  type ScanMatchTarget,
} from '@lagoon/contract';
import { decodeText } from '../code-review/file-kinds.js';
import type { PackageArchive } from '../code-review/package-files.js';
import { RegexBudget } from './regex-budget.js';

/** A rule ready to run: its pattern compiled once per scan. */
export interface CompiledRule {
  id: string;
  kind: ScanMatchKind;
  target: ScanMatchTarget;
  pattern: string;
  regex: RegExp | null;
  conditions: ManifestCondition[];
}

/** What one rule found in one package: a file (or '' for the package or its manifest). */
export interface RuleFinding {
  ruleId: string;
  file: string;
  line: number | null;
  excerpt: string | null;
  timedOut: boolean;
}

/** A rule as stored, compiled; null when its pattern no longer compiles (never run then). */
export function compileRule(rule: {
  id: string;
  match_kind: string;
  match_target: string;
  pattern: string;
}): CompiledRule | null {
  const kind = rule.match_kind as ScanMatchKind;
  const target = rule.match_target as ScanMatchTarget;
  try {
    const conditions = target === 'manifest' ? (parseManifestPattern(rule.pattern) ?? []) : [];
    const regex = kind === 'regex' && target !== 'manifest' ? new RegExp(rule.pattern, 'u') : null;
    if (kind === 'regex')
      for (const entry of conditions) if (entry.value) new RegExp(entry.value, 'u');
    return { id: rule.id, kind, target, pattern: rule.pattern.trim(), regex, conditions };
  } catch {
    return null;
  }
}

/** Every value at a key path; arrays on the way are searched through. */
function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((entry) => valuesAt(entry, path));
  if (path.length === 0) return [value];
  if (!value || typeof value !== 'object') return [];
  const [key, ...rest] = path;
  const next = (value as Record<string, unknown>)[key!];
  return next === undefined ? [] : valuesAt(next, rest);
}

function manifestMatches(
  rule: CompiledRule,
  manifest: Record<string, unknown>,
  budget: RegexBudget,
): RuleFinding | null {
  let timedOut = false;
  for (const condition of rule.conditions) {
    const values = valuesAt(manifest, condition.path).map((entry) =>
      typeof entry === 'object' ? JSON.stringify(entry) : String(entry),
    );
    if (condition.value === null) {
      if (values.length === 0) return null;
      continue;
    }
    const wanted = condition.value;
    const holds =
      rule.kind === 'regex'
        ? values.some((entry) => {
            const outcome = budget.find(new RegExp(wanted, 'u'), entry);
            if (outcome === 'timeout') timedOut = true;
            return outcome !== null && outcome !== 'timeout';
          })
        : values.includes(wanted);
    if (!holds) return null;
  }
  return { ruleId: rule.id, file: '', line: null, excerpt: rule.pattern, timedOut };
}

/** The line a match is on (from 1) and an excerpt of it around the match. */
function locate(text: string, index: number, length: number): { line: number; excerpt: string } {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1))
    line++;
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = text.indexOf('\n', index);
  const end = lineEnd === -1 ? text.length : lineEnd;
  const room = Math.max(0, SCAN_EXCERPT_MAX - Math.min(length, SCAN_EXCERPT_MAX));
  const from = Math.max(lineStart, index - Math.floor(room / 2));
  const excerpt = text.slice(from, Math.min(end, from + SCAN_EXCERPT_MAX)).trim();
  return { line, excerpt };
}

function contentFinding(
  rule: CompiledRule,
  file: string,
  text: string,
  budget: RegexBudget,
): RuleFinding | null {
  if (rule.kind === 'text') {
    const index = text.indexOf(rule.pattern);
    return index === -1
      ? null
      : { ruleId: rule.id, file, ...locate(text, index, rule.pattern.length), timedOut: false };
  }
  const outcome = budget.find(rule.regex!, text);
  if (outcome === null) return null;
  if (outcome === 'timeout') {
    return { ruleId: rule.id, file, line: null, excerpt: null, timedOut: true };
  }
  return { ruleId: rule.id, file, ...locate(text, outcome.index, outcome.length), timedOut: false };
}

/**
 * Runs rules over one stored package: its manifest (as inspection kept it), its SHA-256, each
 * file's name, and each file's contents in path order up to the code viewer's limits
 * (CODE_SCAN_FILE_MAX_BYTES a file, CODE_SCAN_TOTAL_MAX_BYTES in all). A rule finds at most
 * SCAN_MATCHES_PER_PACKAGE_MAX files of a package. Other requests get a turn every few ms.
 */
export async function matchPackage(
  archive: PackageArchive,
  stored: { sha256: string; manifest: Record<string, unknown> },
  rules: readonly CompiledRule[],
): Promise<RuleFinding[]> {
  const budget = new RegexBudget();
  const findings: RuleFinding[] = [];
  const counts = new Map<string, number>();
  const add = (finding: RuleFinding | null) => {
    if (!finding) return;
    const count = counts.get(finding.ruleId) ?? 0;
    if (count >= SCAN_MATCHES_PER_PACKAGE_MAX) return;
    counts.set(finding.ruleId, count + 1);
    findings.push(finding);
  };
  for (const rule of rules) {
    if (rule.target === 'manifest') add(manifestMatches(rule, stored.manifest, budget));
    if (rule.kind === 'hash' && rule.pattern.toLowerCase() === stored.sha256.toLowerCase()) {
      add({ ruleId: rule.id, file: '', line: null, excerpt: null, timedOut: false });
    }
  }
  const byName = rules.filter((rule) => rule.target === 'file-name');
  const byContent = rules.filter((rule) => rule.target === 'file-content');
  let left = CODE_SCAN_TOTAL_MAX_BYTES;
  let turnStarted = performance.now();
  for (const path of [...archive.files.keys()].sort()) {
    for (const rule of byName) {
      if (rule.kind === 'text' && path.includes(rule.pattern)) {
        add({ ruleId: rule.id, file: path, line: null, excerpt: path, timedOut: false });
      } else if (rule.kind === 'regex') {
        const outcome = budget.find(rule.regex!, path);
        if (outcome !== null) {
          add({
            ruleId: rule.id,
            file: path,
            line: null,
            excerpt: path,
            timedOut: outcome === 'timeout',
          });
        }
      }
    }
    if (byContent.length === 0) continue;
    const entry = archive.files.get(path)!;
    if (entry.uncompressedSize > CODE_SCAN_FILE_MAX_BYTES || entry.uncompressedSize > left)
      continue;
    left -= entry.uncompressedSize;
    const bytes = await archive.read(entry, CODE_SCAN_FILE_MAX_BYTES);
    const hash = byContent.some((rule) => rule.kind === 'hash')
      ? createHash('sha256').update(bytes).digest('hex')
      : null;
    const text = byContent.some((rule) => rule.kind !== 'hash') ? decodeText(bytes) : null;
    for (const rule of byContent) {
      if (rule.kind === 'hash') {
        if (hash === rule.pattern.toLowerCase()) {
          add({ ruleId: rule.id, file: path, line: null, excerpt: null, timedOut: false });
        }
      } else if (text !== null) {
        add(contentFinding(rule, path, text, budget));
      }
    }
    if (performance.now() - turnStarted >= 5) {
      await nextTurn();
      turnStarted = performance.now();
    }
  }
  return findings;
}
