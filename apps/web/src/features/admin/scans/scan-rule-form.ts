import {
  type ScanHunt,
  type ScanMatchKind,
  type ScanMatchTarget,
  type ScanPatternProblem,
  type ScanRule,
  type ScanRuleAction,
  type ScanRuleInput,
  type ScanRuleSeverity,
  scanPatternProblem,
} from '@lagoon/contract';

/** A scan rule as its dialog edits it. */
export interface ScanRuleDraft {
  name: string;
  description: string;
  severity: ScanRuleSeverity;
  kind: ScanMatchKind;
  target: ScanMatchTarget;
  pattern: string;
  action: ScanRuleAction;
  enabled: boolean;
}

export function emptyDraft(): ScanRuleDraft {
  return {
    name: '',
    description: '',
    severity: 'medium',
    kind: 'text',
    target: 'file-content',
    pattern: '',
    action: 'flag',
    enabled: true,
  };
}

export function draftOf(rule: ScanRule): ScanRuleDraft {
  return {
    name: rule.name,
    description: rule.description,
    severity: rule.severity,
    kind: rule.match.kind,
    target: rule.match.target,
    pattern: rule.match.pattern,
    action: rule.action,
    enabled: rule.enabled,
  };
}

/** A new kind keeps the target when it can: a hash only looks in file contents. */
export function withKind(draft: ScanRuleDraft, kind: ScanMatchKind): ScanRuleDraft {
  return { ...draft, kind, target: kind === 'hash' ? 'file-content' : draft.target };
}

/** The targets a kind can look in. */
export function targetsOf(kind: ScanMatchKind): readonly ScanMatchTarget[] {
  return kind === 'hash' ? ['file-content'] : ['file-content', 'file-name', 'manifest'];
}

export type DraftProblem = ScanPatternProblem | 'required';

/** What is wrong with the draft, field by field, as it is typed: the server's own checks. */
export function draftProblems(draft: ScanRuleDraft): { name?: 'required'; pattern?: DraftProblem } {
  const problems: { name?: 'required'; pattern?: DraftProblem } = {};
  if (!draft.name.trim()) problems.name = 'required';
  if (!draft.pattern.trim()) problems.pattern = 'required';
  else {
    const problem = scanPatternProblem({
      kind: draft.kind,
      target: draft.target,
      pattern: draft.pattern,
    });
    if (problem) problems.pattern = problem;
  }
  return problems;
}

/** The draft as the API takes it. */
export function inputOf(draft: ScanRuleDraft): ScanRuleInput {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    severity: draft.severity,
    match: {
      kind: draft.kind,
      target: draft.target,
      pattern: draft.kind === 'hash' ? draft.pattern.trim().toLowerCase() : draft.pattern,
    },
    action: draft.action,
    enabled: draft.enabled,
  };
}

/** How far a retro-hunt has read, in whole percent (100 once done). */
export function huntPercent(hunt: ScanHunt): number {
  if (hunt.state === 'done') return 100;
  if (hunt.total === 0) return 0;
  return Math.min(100, Math.floor((hunt.scanned / hunt.total) * 100));
}
