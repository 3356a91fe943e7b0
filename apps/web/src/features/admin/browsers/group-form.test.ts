import type { BrowserGroup } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  checkLimits,
  fieldProblemsOf,
  groupChangeOf,
  groupDraftChanged,
  groupDraftOf,
  hostLineProblems,
  matchingPermissions,
  permissionProblems,
  readHostLines,
  refusalProblems,
  togglePermission,
  withoutField,
} from './group-form';

const group: BrowserGroup = {
  id: '6f1c2a1e-3b7d-4c1e-9a51-2d0f8e4b7c10',
  name: 'Finance',
  description: 'Accounting laptops',
  installMode: 'allowlist',
  blockedPermissions: ['debugger'],
  runtimeBlockedHosts: ['*://*.bank.example', 'https://pay.example'],
  runtimeAllowedHosts: [],
  blockedInstallMessage: null,
  isDefault: false,
  pilot: false,
  inventory: false,
  itemCount: 0,
  policyChangedAt: '2026-03-01T10:00:00.000Z',
  policyRollout: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('host lines', () => {
  it('reads one pattern per line, leaving out blank lines and spaces, and keeps each line', () => {
    const hosts = readHostLines('  https://a.example \n\n*://*.b.example\r\n   \n<all_urls>\n');
    expect(hosts.values).toEqual(['https://a.example', '*://*.b.example', '<all_urls>']);
    expect(hosts.lines).toEqual([1, 3, 5]);
  });

  it('places a refused pattern at the line it was typed on, not at its index', () => {
    const text = 'https://ok.example\n\nhttps://bad.example/path\nhttps://also.example';
    const problems = fieldProblemsOf([
      { field: 'runtimeBlockedHosts.1', code: 'hostPattern.invalid', message: 'Not a pattern.' },
      { field: 'runtimeAllowedHosts.0', code: 'hostPattern.invalid', message: 'Other box.' },
    ]);
    const found = hostLineProblems(problems, 'runtimeBlockedHosts', readHostLines(text));
    expect(found.lines).toEqual([
      { line: 3, pattern: 'https://bad.example/path', message: 'Not a pattern.' },
    ]);
    expect(found.whole).toBeNull();
  });

  it('says what is wrong with the whole list apart from its lines', () => {
    const problems = fieldProblemsOf([
      { field: 'runtimeAllowedHosts', code: 'hostsTooMany', message: 'At most 100.' },
    ]);
    const found = hostLineProblems(problems, 'runtimeAllowedHosts', readHostLines('a\nb'));
    expect(found).toEqual({ lines: [], whole: 'At most 100.' });
  });
});

describe('checks before sending', () => {
  const words = (check: string) => check;

  it('names every wrong pattern, unknown permission and version, by the index sent', () => {
    const issues = checkLimits(
      {
        blockedPermissions: ['tabs', 'Tabs'],
        runtimeBlockedHosts: [
          'https://intranet.example',
          'intranet.example',
          'https://x.example/a',
        ],
        runtimeAllowedHosts: ['<all_urls>'],
        minimumVersion: '1.02',
      },
      words,
    );
    expect(issues.map((issue) => [issue.field, issue.message])).toEqual([
      ['blockedPermissions.1', 'PERMISSION_NAME_UNKNOWN'],
      ['runtimeBlockedHosts.1', 'HOST_PATTERN_INVALID'],
      ['runtimeBlockedHosts.2', 'HOST_PATTERN_INVALID'],
      ['minimumVersion', 'MINIMUM_VERSION_INVALID'],
    ]);
  });

  it('refuses more patterns than Chromium reads', () => {
    const hosts = Array.from({ length: 101 }, (_, index) => `https://h${index}.example`);
    const issues = checkLimits(
      { blockedPermissions: [], runtimeBlockedHosts: [], runtimeAllowedHosts: hosts },
      words,
    );
    expect(issues).toEqual([
      { field: 'runtimeAllowedHosts', code: 'hostsTooMany', message: 'hostsTooMany' },
    ]);
  });
});

describe('field problems', () => {
  it('keeps the first message of each field of a refusal, and none for other errors', () => {
    const refusal = new ApiError({
      code: 'GROUP_NAME_TAKEN',
      message: 'Taken.',
      status: 409,
      fields: [
        { field: 'name', code: 'name.taken', message: 'Another group has this name.' },
        { field: 'name', code: 'other', message: 'Second.' },
      ],
    });
    expect(refusalProblems(refusal)).toEqual({ name: 'Another group has this name.' });
    expect(refusalProblems(new Error('network'))).toEqual({});
  });

  it('forgets a field and its entries once it is edited', () => {
    const problems = { name: 'x', 'runtimeBlockedHosts.2': 'y', runtimeBlockedHostsX: 'z' };
    expect(withoutField(problems, 'runtimeBlockedHosts')).toEqual({
      name: 'x',
      runtimeBlockedHostsX: 'z',
    });
  });

  it('names a refused permission by the name sent at that index', () => {
    const problems = { 'blockedPermissions.1': 'Unknown.' };
    expect(permissionProblems(problems, ['tabs', 'nope'])).toEqual({
      names: [{ name: 'nope', message: 'Unknown.' }],
      whole: null,
    });
  });
});

describe('permission picker', () => {
  it('finds Chromium permission names by any part, any case', () => {
    expect(matchingPermissions('DEBUG')).toEqual(['debugger']);
    expect(matchingPermissions('download')).toEqual([
      'downloads',
      'downloads.open',
      'downloads.ui',
    ]);
    expect(matchingPermissions('  ').length).toBeGreaterThan(70);
  });

  it("keeps the chosen names in Chromium's order", () => {
    expect(togglePermission(['tabs'], 'debugger', true)).toEqual(['debugger', 'tabs']);
    expect(togglePermission(['debugger', 'tabs'], 'debugger', false)).toEqual(['tabs']);
  });
});

describe('group settings draft', () => {
  it('sends the lists as patterns and a blank message as none', () => {
    const draft = {
      ...groupDraftOf(group),
      name: '  Finance team ',
      runtimeAllowedHosts: '\nhttps://ok.example\n',
      blockedInstallMessage: '   ',
    };
    expect(groupChangeOf(draft)).toEqual({
      name: 'Finance team',
      description: 'Accounting laptops',
      installMode: 'allowlist',
      blockedPermissions: ['debugger'],
      runtimeBlockedHosts: ['*://*.bank.example', 'https://pay.example'],
      runtimeAllowedHosts: ['https://ok.example'],
      blockedInstallMessage: null,
    });
  });

  it('tells a draft that changes nothing from one that does', () => {
    const draft = groupDraftOf(group);
    expect(
      groupDraftChanged(
        { ...draft, runtimeBlockedHosts: `${draft.runtimeBlockedHosts}\n\n` },
        group,
      ),
    ).toBe(false);
    expect(groupDraftChanged({ ...draft, installMode: 'open' }, group)).toBe(true);
  });
});
