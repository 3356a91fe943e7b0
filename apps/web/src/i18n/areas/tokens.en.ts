/**
 * English messages of the Access tokens pages: part of both the developer area (developers.en.ts)
 * and the admin console (admin.en.ts), which show the same page for their own tokens.
 */
export const tokens = {
  title: 'Access tokens',
  menu: 'Access tokens',
  description:
    'Tokens let a script or a CI job call the store’s API as you, sending it in the header “Authorization: Bearer …”. Give each one only the scopes it needs and revoke it as soon as it is no longer used.',
  adminDescription:
    'Tokens let a script call the console’s API as you. Under “Every token of the store” you can revoke anyone’s token, for example one that leaked.',
  create: 'Create token',
  views: { label: 'Which tokens', own: 'My tokens', all: 'Every token of the store' },
  listLabel: 'Access tokens',
  empty: 'You have no access tokens.',
  emptyAll: 'No one has an access token.',
  columns: {
    name: 'Name',
    owner: 'Owner',
    scopes: 'Scopes',
    prefix: 'Begins with',
    created: 'Created',
    expires: 'Expires',
    lastUsed: 'Last used',
    status: 'Status',
    actions: 'Actions',
  },
  neverUsed: 'Never',
  status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
  scopes: {
    'items:read': 'Read your items and their review state',
    'items:write': 'Upload packages and edit listings',
    'items:submit': 'Submit items for review',
    'admin:read': 'Read the console (queue, cases, log, groups)',
    'admin:write': 'Make changes in the console',
  },
  revoke: 'Revoke',
  revokeLabel: 'Revoke {{name}}',
  form: {
    title: 'Create an access token',
    name: 'Name',
    nameHint: 'What the token is for, e.g. “GitHub Actions release job”.',
    nameProblem: 'Enter a name of one line, at most 64 characters.',
    scopes: 'Scopes',
    scopesProblem: 'Choose at least one scope.',
    expiry: 'Expires',
    days_one: 'In {{count}} day',
    days_other: 'In {{count}} days',
    date: 'On a date',
    dateLabel: 'Expiry date',
    dateProblem: 'Choose a date from tomorrow to one year from today.',
    submit: 'Create token',
    submitting: 'Creating…',
  },
  created: {
    title: 'Your new access token',
    warning:
      'Copy the token now. It is shown only this once: the store keeps no copy it could show you again.',
    secretLabel: 'Access token {{name}}',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Copying failed: select the token and copy it yourself.',
    done: 'Done',
  },
  revokeDialog: {
    title: 'Revoke {{name}}?',
    body: 'Scripts and CI jobs that use this token ({{prefix}}…) stop working at once. This cannot be undone.',
    confirm: 'Revoke token',
    pending: 'Revoking…',
  },
};

export type TokensMessages = typeof tokens;
