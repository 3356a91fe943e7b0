// @vitest-environment happy-dom
import type { ScanMatch, ScanRule, ScanRuleDetail, ScanRuleList } from '@lagoon/contract';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { allByTestId, byTestId, textOf, until } from '../../../test/dom';
import { apiAnswer, apiRefusal, fakeApi } from '../../../test/fake-api';
import { pageRoute, renderRoute } from '../../../test/render-route';
import { ScanRulePage } from './scan-rule-page';
import { ScanRulesPage } from './scan-rules-page';
import { scanRuleLoader, scanRulesLoader } from './scans-loader';

/*
 * The console's scan rules as an administrator meets them: the list with each rule's severity,
 * action, matches and retro-hunt; the dialog that checks a pattern as it is typed and creates
 * the rule; and a rule's page with its matches opening their cases. The store is a fake
 * answering as the contract says (the server is tested in apps/server/src/scan-rules).
 */

const RULE_ID = '0b5d2c1e-7a4f-4e3b-9c2d-1f0e8d7c6b5a';
const NEW_ID = '1c6e3d2f-8b5a-4f4c-8d3e-2a1f9e8d7c6b';
const ITEM = 'abcdefghijklmnopabcdefghijklmnop';

function rule(overrides: Partial<ScanRule> = {}): ScanRule {
  return {
    id: RULE_ID,
    name: 'AWS access key id',
    description: 'An AWS access key id (AKIA…).',
    severity: 'high',
    match: { kind: 'regex', target: 'file-content', pattern: '\\bAKIA[0-9A-Z]{16}\\b' },
    action: 'hold',
    enabled: true,
    starter: 'aws-access-key',
    matchCount: 2,
    hunt: {
      state: 'running',
      scanned: 1,
      total: 3,
      startedAt: '2026-05-01T10:00:00.000Z',
      finishedAt: null,
    },
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

function match(overrides: Partial<ScanMatch> = {}): ScanMatch {
  return {
    id: '1',
    ruleId: RULE_ID,
    ruleName: 'AWS access key id',
    severity: 'high',
    action: 'hold',
    extensionId: ITEM,
    itemName: 'Harbor Lights',
    packageId: 4,
    version: '1.2.0',
    file: 'js/upload.js',
    line: 12,
    excerpt: 'const key = "AKIAIOSFODNN7EXAMPLE";',
    timedOut: false,
    source: 'hunt',
    foundAt: '2026-05-01T10:01:00.000Z',
    clearedAt: null,
    clearedBy: null,
    ...overrides,
  };
}

function installStore() {
  const posted: unknown[] = [];
  fakeApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/admin/api/scan-rules' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as ScanRule;
      posted.push(body);
      const created: ScanRuleDetail = {
        ...rule(body),
        id: NEW_ID,
        starter: null,
        matchCount: 0,
        matches: [],
      };
      return apiAnswer(created, 201);
    }
    if (url.pathname === '/admin/api/scan-rules') {
      const list: ScanRuleList = {
        rules: [
          rule(),
          rule({
            id: NEW_ID,
            name: 'Debugger',
            severity: 'low',
            action: 'flag',
            enabled: false,
            matchCount: 0,
            starter: null,
            hunt: { state: 'idle', scanned: 0, total: 0, startedAt: null, finishedAt: null },
          }),
        ],
        max: 100,
      };
      return apiAnswer(list);
    }
    if (url.pathname === `/admin/api/scan-rules/${RULE_ID}`) {
      const detail: ScanRuleDetail = {
        ...rule({
          hunt: {
            state: 'done',
            scanned: 3,
            total: 3,
            startedAt: '2026-05-01T10:00:00.000Z',
            finishedAt: '2026-05-01T10:02:00.000Z',
          },
        }),
        matches: [
          match(),
          match({ id: '2', file: 'big.txt', line: null, excerpt: null, timedOut: true }),
        ],
      };
      return apiAnswer(detail);
    }
    if (url.pathname === `/admin/api/scan-rules/${NEW_ID}`) {
      return apiAnswer({ ...rule({ id: NEW_ID, name: 'Internal host' }), matches: [] });
    }
    return apiRefusal('SCAN_RULE_NOT_FOUND', 404);
  });
  return posted;
}

function render(path: string) {
  return renderRoute({
    routes: [
      pageRoute('admin/scan-rules', scanRulesLoader, ScanRulesPage),
      pageRoute('admin/scan-rules/:ruleId', scanRuleLoader, ScanRulePage),
    ],
    path,
    areas: ['admin', 'errors'],
  });
}

/** Types into a one-line field as a person would. */
async function typeInput(id: string, value: string): Promise<void> {
  const field = byTestId<HTMLInputElement>(id);
  if (!field) throw new Error(`no field ${id}`);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function choose(id: string, value: string): Promise<void> {
  const field = byTestId<HTMLSelectElement>(id);
  if (!field) throw new Error(`no select ${id}`);
  await act(async () => {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the Scan rules page', () => {
  it('lists each rule with its severity, action, matches and retro-hunt', async () => {
    installStore();
    await render('/admin/scan-rules');
    await until(() => expect(allByTestId('scan-rule-row')).toHaveLength(2));
    const [first, second] = allByTestId('scan-rule-row');
    expect(textOf('scan-rule-severity-badge', first)).toBe('High');
    expect(first!.textContent).toContain('Hold for review');
    expect(first!.textContent).toContain('Starter rule');
    expect(textOf('scan-rule-match-count', first)).toBe('2');
    expect(textOf('scan-rule-hunt', first)).toContain('1 of 3 versions (33 %)');
    expect(second!.textContent).toContain('Off');
    expect(textOf('scan-rule-hunt', second)).toContain('Not run');
  });

  it('checks the pattern as it is typed and creates the rule', async () => {
    const posted = installStore();
    await render('/admin/scan-rules');
    await until(() => expect(byTestId('scan-rule-create')).not.toBeNull());
    await act(async () => byTestId('scan-rule-create')?.click());
    await until(() => expect(byTestId('scan-rule-dialog')).not.toBeNull());
    await typeInput('scan-rule-name', 'Internal host');
    await choose('scan-rule-kind', 'regex');
    await typeInput('scan-rule-pattern', 'intranet\\.(corp');
    expect(textOf('scan-rule-pattern-problem')).toContain('not a valid regular expression');
    await typeInput('scan-rule-pattern', 'intranet\\.corp\\.example');
    expect(byTestId('scan-rule-pattern-problem')).toBeNull();
    await choose('scan-rule-kind', 'hash');
    expect(textOf('scan-rule-pattern-problem')).toContain('SHA-256');
    expect(byTestId<HTMLSelectElement>('scan-rule-target')?.options).toHaveLength(1);
    await choose('scan-rule-kind', 'text');
    await choose('scan-rule-target', 'manifest');
    await typeInput('scan-rule-pattern', 'permissions=debugger');
    await act(async () => byTestId('scan-rule-action-block')?.click());
    await act(async () => byTestId('scan-rule-save')?.click());
    await until(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      name: 'Internal host',
      description: '',
      severity: 'medium',
      match: { kind: 'text', target: 'manifest', pattern: 'permissions=debugger' },
      action: 'block',
      enabled: true,
    });
    await until(() => expect(byTestId('admin-scan-rule')).not.toBeNull());
  });
});

describe('a scan rule’s page', () => {
  it('shows the finished hunt and each match, opening its case', async () => {
    installStore();
    await render(`/admin/scan-rules/${RULE_ID}`);
    await until(() => expect(allByTestId('scan-match')).toHaveLength(2));
    expect(textOf('scan-rule-hunt')).toContain('All 3 versions read');
    const [found, slow] = allByTestId('scan-match');
    expect(byTestId<HTMLAnchorElement>('scan-match-item', found)?.getAttribute('href')).toBe(
      `/admin/items/${ITEM}`,
    );
    expect(found!.textContent).toContain('js/upload.js · line 12');
    expect(found!.textContent).toContain('const key = "AKIAIOSFODNN7EXAMPLE";');
    expect(textOf('scan-match-timeout', slow)).toContain('Not fully read');
  });
});
