/**
 * English messages of items from elsewhere on the store's pages: the home page's section and
 * each item's page; part of the store's area (store.en.ts).
 */
export const outside = {
  section: {
    title: 'Also for your organisation',
    description:
      'Extensions from other stores that your organisation’s browser policy allows or installs for you.',
  },
  from: 'From {{source}}',
  mode: {
    allowed: 'Allowed for you',
    normal_installed: 'Installed for you',
    force_installed: 'Installed for you (required)',
  },
  modeText: {
    allowed: 'Your organisation allows this extension: get it from {{source}}.',
    normal_installed:
      'Your organisation installs this extension in your browser. You can turn it off in the browser’s extensions page.',
    force_installed:
      'Your organisation installs this extension in your browser and keeps it there.',
  },
  get: 'Get it from {{source}}',
  open: 'Open its page on {{source}}',
  noPage: 'Its page elsewhere is not known. Ask your administrators where to get it.',
  notFound: 'This item is not available for your browser.',
  unmanaged:
    'Items from elsewhere are shown to browsers your organisation manages, through the Lagoon companion.',
  back: 'Back to extensions',
};

export type StoreOutsideMessages = typeof outside;
