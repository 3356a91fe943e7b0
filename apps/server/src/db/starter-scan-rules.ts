import type { ScanRuleInput } from '@lagoon/contract';

/**
 * The scan rules a new store starts with (migration 0036), each named by its `starter` key so
 * that an administrator's edits are theirs: the migration writes them once and never again.
 * Malicious-extension indicators (domains, file hashes of known campaigns) are left out: the
 * store ships only what it can source publicly, and administrators add their own feeds' rules.
 */
export const STARTER_SCAN_RULES: readonly (Omit<ScanRuleInput, 'enabled'> & {
  starter: string;
})[] = [
  {
    starter: 'private-key',
    name: 'Private key in the package',
    description: 'A PEM private key (RSA, EC, DSA, OpenSSH or PKCS #8) shipped to every user.',
    severity: 'critical',
    match: {
      kind: 'regex',
      target: 'file-content',
      pattern: '-----BEGIN ((RSA|EC|DSA|OPENSSH|ENCRYPTED) )?PRIVATE KEY-----',
    },
    action: 'flag',
  },
  {
    starter: 'aws-access-key',
    name: 'AWS access key id',
    description: 'An AWS access key id (AKIA…); its secret key is usually next to it.',
    severity: 'high',
    match: { kind: 'regex', target: 'file-content', pattern: '\\bAKIA[0-9A-Z]{16}\\b' },
    action: 'flag',
  },
  {
    starter: 'google-api-key',
    name: 'Google API key',
    description: 'A Google API key (AIza…). Check that it is restricted to the extension.',
    severity: 'medium',
    match: { kind: 'regex', target: 'file-content', pattern: 'AIza[0-9A-Za-z_-]{35}' },
    action: 'flag',
  },
  {
    starter: 'github-token',
    name: 'GitHub token',
    description: 'A GitHub personal, OAuth, user-to-server, server-to-server or refresh token.',
    severity: 'critical',
    match: { kind: 'regex', target: 'file-content', pattern: '\\bgh[pousr]_[A-Za-z0-9]{36}\\b' },
    action: 'flag',
  },
  {
    starter: 'slack-token',
    name: 'Slack token',
    description: 'A Slack bot, user, app or refresh token (xoxb-, xoxp-, xoxa-, xoxr-, xoxs-).',
    severity: 'high',
    match: { kind: 'regex', target: 'file-content', pattern: '\\bxox[abprs]-[0-9A-Za-z-]{10,}' },
    action: 'flag',
  },
  {
    starter: 'eval-fetched-text',
    name: 'eval or new Function of fetched text',
    description:
      'Code that runs text it downloaded (remote code): Chrome Web Store policy forbids it in MV3.',
    severity: 'medium',
    match: {
      kind: 'regex',
      target: 'file-content',
      pattern:
        '\\b(eval|new\\s+Function)\\s*\\([^;\\n]{0,200}?(responseText|\\.text\\(\\)|await\\s+fetch)',
    },
    action: 'flag',
  },
  {
    starter: 'debugger-permission',
    name: 'debugger permission',
    description: 'The debugger permission reads and changes every page and request of a tab.',
    severity: 'high',
    match: { kind: 'text', target: 'manifest', pattern: 'permissions=debugger' },
    action: 'flag',
  },
  {
    starter: 'blocking-all-urls-mv2',
    name: 'Blocking web requests on all sites (MV2)',
    description: 'webRequestBlocking with <all_urls>: can read and rewrite every request.',
    severity: 'high',
    match: {
      kind: 'text',
      target: 'manifest',
      pattern: 'permissions=webRequestBlocking && permissions=<all_urls>',
    },
    action: 'flag',
  },
  {
    starter: 'blocking-all-urls-mv3',
    name: 'Blocking web requests on all sites',
    description: 'webRequestBlocking with <all_urls> host access (policy-installed MV3 items).',
    severity: 'high',
    match: {
      kind: 'text',
      target: 'manifest',
      pattern: 'permissions=webRequestBlocking && host_permissions=<all_urls>',
    },
    action: 'flag',
  },
];
