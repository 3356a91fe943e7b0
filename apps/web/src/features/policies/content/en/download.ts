import type { PolicyDocument } from '../types';

export const download: PolicyDocument = {
  title: 'Supported browsers',
  summary:
    'Which browsers work with the store, what you can do in each, and what to check when something does not work.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'overview',
      heading: 'At a glance',
      blocks: [
        {
          terms: [
            {
              term: 'Store-compatible browser',
              description:
                'A desktop browser with built-in store integration. Everything works: browsing, installing extensions, applying wallpapers and, in the notebook edition, installing web apps.',
            },
            {
              term: 'Other desktop browsers',
              description:
                'Recent versions of Chrome, Edge, Firefox and Safari. You can browse, search, read item pages, rate items and use the developer area, but not install items.',
            },
            {
              term: 'Phones and tablets',
              description:
                'Not supported. The store is built for desktop browsers; please visit from a PC.',
            },
          ],
        },
      ],
    },
    {
      id: 'requirements',
      heading: 'Minimum versions',
      blocks: [
        'The store needs a browser from the last few years, with JavaScript and cookies turned on:',
        {
          list: ['Chrome or Edge 111 or later', 'Firefox 114 or later', 'Safari 16.4 or later'],
        },
        'Older browsers may show a blank page or be sent to a page explaining that they are not supported. Updating the browser fixes this.',
      ],
    },
    {
      id: 'installing',
      heading: 'Installing items',
      blocks: [
        'Installing needs a store-compatible browser, because the browser itself adds the item once you press Add. The button shows Checking… (Installing… for web apps) while it works, then Added. You manage installed items in the browser’s extension settings.',
        {
          list: [
            'Items cannot be installed from secret (private) or guest windows.',
            'Items marked “Blocked by admin” cannot be installed.',
            'Web apps can be installed only in the notebook edition of the browser.',
          ],
        },
      ],
    },
    {
      id: 'get',
      heading: 'Getting a compatible browser',
      blocks: [
        'Install the latest version of the desktop browser that this store is made for from its official download page, or ask the store’s operator which browser they support through the [contact page](/policies/contact). If your computer is managed by an organisation, its administrator may need to allow the installation.',
      ],
    },
    {
      id: 'troubleshooting',
      heading: 'If something does not work',
      blocks: [
        {
          terms: [
            {
              term: 'The Add button does nothing',
              description:
                'Check that you are not in a secret or guest window, that the browser is up to date, and that extensions are not turned off by your organisation.',
            },
            {
              term: 'The page stays blank',
              description:
                'Turn on JavaScript for this site, turn off extensions that block scripts, and reload the page.',
            },
            {
              term: 'You cannot sign in',
              description:
                'Allow cookies for this site. The store uses them only to keep you signed in and to protect your account.',
            },
            {
              term: '“Desktop only” on a tablet',
              description: 'The store is made for desktop browsers. Please visit from a PC.',
            },
          ],
        },
      ],
    },
  ],
};
