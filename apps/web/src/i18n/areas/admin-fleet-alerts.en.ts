/**
 * English messages of the console's drift alerts (/admin/fleet/alerts); part of the admin
 * console's area (admin.en.ts).
 */
export const fleetAlerts = {
  title: 'Drift alerts',
  description:
    'What the fleet shows that nobody decided: extensions a group does not allow, versions that ask for more, store items with a new developer, unknown extensions spreading fast. An alert resolves by itself once its cause is gone.',
  link: 'Drift alerts',
  backToFleet: 'Back to the fleet',
  viewsLabel: 'Alert states',
  states: {
    active: 'Active',
    open: 'Open',
    acknowledged: 'Acknowledged',
    resolved: 'Resolved',
  },
  kind: 'Kind',
  anyKind: 'Any kind',
  kinds: {
    'not-allowed': 'Not allowed',
    'permissions-increased': 'More permissions',
    'owner-changed': 'New developer',
    'unknown-rise': 'Unknown extension rising',
  },
  counts: '{{open}} open · {{acknowledged}} acknowledged · {{resolved}} resolved',
  empty: 'No alerts in this view.',
  listLabel: 'Drift alerts',
  columns: {
    alert: 'Alert',
    extension: 'Extension',
    groups: 'Groups',
    browsers: 'Browsers',
    seen: 'Seen',
    state: 'State',
  },
  noGroups: 'No group',
  seen_one: 'First {{first}} · last {{last}} · {{count}} report',
  seen_other: 'First {{first}} · last {{last}} · {{count}} reports',
  acknowledgedBy: 'Acknowledged by {{name}} on {{date}}',
  acknowledgedByNobody: 'Acknowledged on {{date}}',
  resolvedOn: 'Resolved on {{date}}',
  acknowledge: 'Acknowledge',
  acknowledging: 'Acknowledging…',
  openCase: 'Open the review case',
  details: {
    notAllowed: {
      'blocked-for-store': 'Blocked for the whole store, yet still in these browsers.',
      'blocked-in-group': 'The group blocks or removes it, yet it is still in these browsers.',
      'not-allowlisted': 'The group allows only listed extensions, and this one is not listed.',
    },
    increased: 'Version {{to}} asks for more than {{from}}: {{added}}.',
    increasedInReview:
      'The update to {{to}} waiting in review asks for more than {{from}}: {{added}}.',
    ownerChanged: 'Moved from the developer account {{from}} to {{to}}.',
    unknownRise: 'Not known to the store; in {{count}} browsers, {{previous}} a day before.',
  },
  pages: 'Alert pages',
  previous: 'Previous',
  next: 'Next',
  digest: {
    title: 'E-mail digest',
    hint: 'New open alerts are mailed to administrators together, at most every {{minutes}} minutes.',
    on: 'Send me the digest',
    language: 'Language',
    languages: { en: 'English', ko: 'Korean' },
    save: 'Save',
    saving: 'Saving…',
    saved: 'Digest settings saved.',
  },
};

export type FleetAlertMessages = typeof fleetAlerts;
