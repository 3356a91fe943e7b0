import type { PolicyDocument } from '../types';

export const whitePaper: PolicyDocument = {
  title: 'White paper',
  summary:
    'What Lagoon is, how an item travels from a developer’s upload to your browser, and how the store keeps people and their data safe.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'overview',
      heading: 'What Lagoon is',
      blocks: [
        'Lagoon is a self-hosted store for browser extensions, wallpaper themes and web apps. An organisation runs its own copy, on its own servers and under its own name, and decides which items it offers. The store you are using is one such copy.',
        'Visitors browse, search and install items from a desktop browser in English or Korean. Registered developers publish their items through the developer area, and every item is reviewed before it is listed. A store consists of one web application, one database and one file store, so it can run on a single machine or behind a load balancer.',
      ],
    },
    {
      id: 'items',
      heading: 'What the store distributes',
      blocks: [
        {
          terms: [
            {
              term: 'Extensions',
              description:
                'Add features to the browser. Developers upload a .zip package with a manifest; sidebar extensions appear in the browser’s side panel. Packages using the older Manifest V2 format get a warning, as browsers are phasing it out.',
            },
            {
              term: 'Wallpapers',
              description:
                'Themes for the new tab page: one or more photos, with optional clock, top sites and notices.',
            },
            {
              term: 'Web apps',
              description:
                'Progressive web apps registered by address. The site must use HTTPS and publish a manifest with a name (or short name) and an icon, and each domain can be registered only once. Web apps are offered in the notebook edition of the browser.',
            },
          ],
        },
      ],
    },
    {
      id: 'lifecycle',
      heading: 'From upload to listing',
      blocks: [
        {
          steps: [
            'Register as a developer. You need an account, must be 14 or older, and must agree to the terms and the developer terms.',
            'Upload a package. Only .zip files are accepted; file names may contain letters, digits, hyphens, commas and periods. The store reads the manifest and records the package’s size and SHA-256 fingerprint.',
            'Describe the item: category, default language, icon, up to four screenshots per language (1280×800 or 640×400) and at least one promotional image (440×280 or 220×140).',
            'Choose who can see it (see Visibility below) and submit it for review.',
            'A reviewer checks the item. If it is approved it is published; if not, you are told which guidelines it breaks.',
          ],
        },
        'Until an item is published its page can be opened only in preview mode, by its developer. Updates to a published item follow the same path, and the version already published stays available while the update is reviewed.',
      ],
    },
    {
      id: 'review-states',
      heading: 'Review states',
      blocks: [
        'Every item carries exactly one review state:',
        {
          flow: [
            '`PREPARE_FOR_SUBMISSION`',
            '`IN_REVIEW`',
            '`READY_FOR_OPEN` / `REJECTED` / `REJECTED_UPDATE`',
          ],
        },
        {
          terms: [
            {
              term: '`PREPARE_FOR_SUBMISSION`',
              description:
                'Draft. The developer is still preparing the item and can change anything. Nobody else can see it.',
            },
            {
              term: '`IN_REVIEW`',
              description: 'Submitted and waiting for, or under, review by a store reviewer.',
            },
            {
              term: '`READY_FOR_OPEN`',
              description:
                'Approved and published. The item appears in the store according to its visibility.',
            },
            {
              term: '`REJECTED`',
              description:
                'The first submission was rejected. The developer sees the guidelines it breaks, corrects the item and submits it again.',
            },
            {
              term: '`REJECTED_UPDATE`',
              description:
                'An update to a published item was rejected. The approved version stays in the store; the developer corrects the update and resubmits it.',
            },
          ],
        },
      ],
    },
    {
      id: 'review',
      heading: 'How review works',
      blocks: [
        'Automatic checks run as soon as a file is uploaded: the package format, the file name, the manifest, and the sizes of every image. Submissions that fail them never reach a reviewer. A person then reviews each submission against the store’s guidelines:',
        {
          list: [
            'The item does what its listing says, and nothing it does not disclose.',
            'It asks only for the permissions it needs.',
            'It contains no malware, no obfuscated or remotely loaded code, and no hidden data collection.',
            'Its name, images and description are accurate, are not misleading, and do not infringe anyone’s rights.',
            'Mature content is marked as such.',
          ],
        },
        'If a published item is later found to break the guidelines, it is made private and its developer is asked to correct it and resubmit it. An item that puts people at risk can be blocked by an administrator: it shows “Blocked by admin” and cannot be installed.',
      ],
    },
    {
      id: 'visibility',
      heading: 'Visibility',
      blocks: [
        'Separately from review, the developer chooses who can find a published item:',
        {
          terms: [
            {
              term: '`LISTING`',
              description: 'Public: listed, searchable and suitable for all ages.',
            },
            {
              term: '`UNLISTED`',
              description:
                'Reachable only through its direct link. It does not appear in lists or search results.',
            },
            {
              term: '`TRUSTED_TESTER`',
              description:
                'Private: visible only to its developer. Any unknown visibility is treated as private, so a fault never exposes an item by accident.',
            },
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security model',
      blocks: [
        {
          list: [
            'Accounts: passwords are stored as salted scrypt hashes, which are slow to guess by design. Signing in creates a random session token in an HttpOnly cookie; the database keeps only its SHA-256 hash, so a copy of the database cannot be used to sign in as anyone. Sessions end after 30 days or when the user signs out.',
            'Request forgery: the store sets an `XSRF-TOKEN` cookie, and every request that changes something must repeat its value in an `X-XSRF-TOKEN` header. Other sites cannot read the cookie, so they cannot forge such requests.',
            'Script inclusion: every JSON response begins with a short prefix that makes it invalid as a script, so another site cannot load it with a script tag to read its data.',
            'Files: uploads are stored under the hash of their content and never change afterwards, so a listing always points to exactly the bytes that were reviewed.',
            'Ownership: developers can read and change only their own items; previews of unpublished items open only for their owner; administration is a separate role.',
            'Installation: items are installed by the browser itself, through its store integration, never by page scripts. Secret and guest windows cannot install anything.',
            'Privacy: item ids are removed from page views before they are recorded, and the store uses no third-party trackers.',
          ],
        },
        'We welcome reports of weaknesses: see the [bug bounty policy](/policies/bug-bounty).',
      ],
    },
    {
      id: 'operating',
      heading: 'Running a Lagoon store',
      blocks: [
        'Operators run Lagoon with PostgreSQL or with its embedded database for small installations, and keep uploaded files in a data directory on the server. They choose the store’s edition, and they can point the footer links to their own terms, privacy policy and help pages; the documents on these pages are the defaults.',
      ],
    },
  ],
};
