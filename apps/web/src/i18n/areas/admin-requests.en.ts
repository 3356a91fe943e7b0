/**
 * English messages of the console's Requests section: visitors' requests for items their
 * browser group does not allow; part of the admin console's area (admin.en.ts).
 */
export const requests = {
  title: 'Install requests',
  description:
    "Items people asked for because their browser group does not allow them, the most asked first. Approve a request for a group, which changes that group's policy, or deny it with a reason the requester reads; every decision is in the log and the requester gets an e-mail.",
  logLink: 'Decisions in the log',
  viewsLabel: 'Which requests',
  views: { open: 'Open', approved: 'Approved', denied: 'Denied' },
  count_one: '{{count}} item',
  count_other: '{{count}} items',
  listLabel: {
    open: 'Requested items, most asked first',
    approved: 'Items with approved requests',
    denied: 'Items with denied requests',
  },
  empty: {
    open: 'No request is waiting.',
    approved: 'No request has been approved yet.',
    denied: 'No request has been denied yet.',
  },
  openCount_one: '{{count}} open request',
  openCount_other: '{{count}} open requests',
  openCase: 'Review case',
  requestsLabel: 'Requests for {{item}}',
  permissions: 'The package asks for',
  noPermissions: 'The package asks for no permissions.',
  requester: '{{name}} ({{email}})',
  group: 'Group: {{group}}',
  states: {
    open: 'Open',
    approved: 'Approved',
    denied: 'Denied',
    withdrawn: 'Withdrawn',
  },
  reason: 'Reason: {{reason}}',
  decisions: {
    approve: {
      open: 'Approve',
      openLabel: 'Approve the request of {{name}} for {{item}}',
      title: 'Approve {{item}}',
      intro:
        "{{name}}'s group, or the one you choose, gets the item in its policy, and every open request for it from that group is approved. Browsers get the change with the group's policy file.",
      submit: 'Approve',
      done: '{{item}} is approved.',
    },
    deny: {
      open: 'Deny',
      openLabel: 'Deny the request of {{name}} for {{item}}',
      title: 'Deny {{item}}',
      intro: '{{name}} reads your reason on their requests and in an e-mail.',
      submit: 'Deny request',
      done: 'The request for {{item}} is denied.',
    },
  },
  approveGroup: 'For the group',
  defaultGroup: '{{name}} (default)',
  approveMode: "How the group's browsers get it",
  modes: {
    allowed: {
      label: 'Allowed',
      hint: 'People in the group may add it from the store.',
    },
    normal_installed: {
      label: 'Pre-installed',
      hint: 'Installed in every browser of the group; people may turn it off.',
    },
    force_installed: {
      label: 'Required',
      hint: 'Installed in every browser of the group and cannot be removed.',
    },
  },
  denyReason: 'Reason',
  denyHint: 'Say why, and what the requester could use instead.',
  counter: '{{count}} / {{max}}',
  problems: {
    required: 'Enter a reason.',
    max: 'Shorten the reason to {{max}} characters or fewer.',
  },
  sending: 'Sending…',
};

export type RequestsMessages = typeof requests;
