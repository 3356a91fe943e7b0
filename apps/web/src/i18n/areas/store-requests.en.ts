/**
 * English messages of install requests on the visitor's side: the install button's Request,
 * its dialogs, and the My requests page; part of the store's area (store.en.ts).
 */
export const requests = {
  button: {
    request: 'Request',
    requested: 'Requested',
    denied: 'Request denied',
  },
  dialog: {
    title: 'Request "{{name}}"',
    body: "Your organisation's browser policy does not allow this item. Tell the administrators why you need it; they approve it for your group or decline with a reason, and you get an e-mail either way.",
    reasonLabel: 'Why do you need it?',
    reasonHelp: 'Up to {{max}} characters.',
    send: 'Send request',
    sending: 'Sending...',
    cancel: 'Cancel',
    deniedTitle: 'Your last request was denied',
    deniedReason: "Administrator's reason: {{reason}}",
    askAgain: 'You can ask again with more detail.',
  },
  status: {
    title: 'Requested',
    body: 'You asked for this item on {{date}}. Once an administrator approves it and the policy reaches this browser, Add appears here.',
    withdraw: 'Withdraw request',
    withdrawing: 'Withdrawing...',
    close: 'Close',
  },
  page: {
    title: 'My requests',
    description:
      "Items you asked your organisation's administrators for, newest first. Open requests can be withdrawn.",
    empty: 'You have not asked for any item yet.',
    signIn: 'Sign in to see your requests.',
    group: 'Group: {{name}}',
    reason: 'Your reason: {{reason}}',
    decisionReason: "Administrator's reason: {{reason}}",
    requestedOn: 'Requested {{date}}',
    decidedOn: 'Decided {{date}}',
    withdraw: 'Withdraw',
    states: {
      open: 'Waiting',
      approved: 'Approved',
      denied: 'Denied',
      withdrawn: 'Withdrawn',
    },
  },
};
export type StoreRequestMessages = typeof requests;
