import type { PolicyDocument } from '../types';

export const privacy: PolicyDocument = {
  title: 'Privacy policy',
  summary:
    'What this Lagoon store collects about you, why, how long it keeps it, and the choices you have.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible',
      blocks: [
        'This store is run by its operator (“we”, “us”), who decides how the information described here is used. You can reach us about privacy through the [contact page](/policies/contact).',
        'We collect as little as we can. The store has no advertising, no third-party analytics and no cross-site tracking, and we do not sell personal information.',
      ],
    },
    {
      id: 'collected',
      heading: 'What we collect',
      blocks: [
        {
          terms: [
            {
              term: 'Account',
              description:
                'Your email address, nickname and birth date, and a profile image if you add one. Your password is stored only as a one-way hash that cannot be turned back into the password.',
            },
            {
              term: 'Developer profile',
              description:
                'If you register as a developer: your display name, contact email, optional website, and when you agreed to the terms and the developer terms.',
            },
            {
              term: 'Ratings',
              description:
                'The score and comment you give an item, which item it was for, and when you posted or changed it.',
            },
            {
              term: 'Published items',
              description:
                'The packages, names, descriptions, images and settings you upload as a developer, and the history of their reviews.',
            },
            {
              term: 'Page views',
              description:
                'Which kind of page was opened, the interface language and the time. Item ids are removed from the address before it is recorded, so a page view shows that an item page was opened but not which one, and page views are not linked to your account.',
            },
            {
              term: 'Server logs',
              description:
                'Like any web server, ours notes technical details of each request (IP address, browser, address requested, errors) to keep the store running and secure.',
            },
          ],
        },
      ],
    },
    {
      id: 'use',
      heading: 'How we use it',
      blocks: [
        {
          list: [
            'To sign you in and keep you signed in.',
            'To check your age: children under 14 cannot register as developers, and the birth date is used for that check.',
            'To show your ratings, count them toward an item’s average score, and make sure each person rates an item only once.',
            'To show developers’ names, email addresses and websites on their item pages, so that users can reach them.',
            'To review items, tell developers the outcome, and act on reports about them.',
            'To see which parts of the store are used, in totals only, so we can improve it.',
            'To protect the store and its users against abuse, fraud and attacks.',
          ],
        },
        'We only use information for these purposes, or where the law requires us to.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        'The store sets two cookies, both needed for it to work. Neither is used for advertising or tracking across sites.',
        {
          terms: [
            {
              term: '`lagoon_session`',
              description:
                'Keeps you signed in. It holds a random token (we store only a hash of it), cannot be read by scripts, and expires after 30 days or when you sign out.',
            },
            {
              term: '`XSRF-TOKEN`',
              description:
                'Protects your account against cross-site request forgery: the store sends it back with every change you make, so other sites cannot make changes in your name. It is random, contains nothing about you, and is deleted when you close the browser.',
            },
          ],
        },
        'The store also remembers your light or dark theme choice in your browser’s local storage. It never leaves your device. Your language choice travels in the page address (`hl=en` or `hl=ko`), not in a cookie.',
        'If you block cookies for this site you can still browse, but you cannot sign in or save changes.',
      ],
    },
    {
      id: 'sharing',
      heading: 'What others can see',
      blocks: [
        {
          list: [
            'Anyone can see a developer’s display name, contact email and website on that developer’s item pages.',
            'Ratings are public; your nickname may be shown with them.',
            'Developers do not receive your email address or birth date from the store when you install or rate their items.',
            'Companies that host the store for us may process data on our behalf, under contract and only as we instruct.',
            'We disclose information to authorities only when the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            'Account and developer information: until you delete your account.',
            'Sessions: until you sign out, and never longer than 30 days.',
            'Ratings: until you delete them or your account.',
            'Page views and server logs: for a limited period (normally no more than 13 months), after which they are deleted or kept only as totals.',
          ],
        },
        'Information we must keep by law, or need to settle a dispute, is kept only as long as that requires.',
      ],
    },
    {
      id: 'choices',
      heading: 'Your choices and rights',
      blocks: [
        'Depending on where you live, you may have the right to see the information we hold about you, correct it, delete it, receive a copy, or object to how we use it.',
        {
          list: [
            'You can change your developer profile at any time in the developer area.',
            'You can delete a rating yourself from the item’s page.',
            'You can delete your developer account after deleting your items, and ask us to delete your user account.',
            'For anything else, contact us through the [contact page](/policies/contact). We answer within 30 days.',
          ],
        },
        'You may also complain to the data protection authority where you live.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        'Passwords are stored as slow one-way hashes, session tokens only as hashes, and every page is served over an encrypted connection. Access to the store’s data is limited to the people who run it. If you find a weakness, please report it under our [bug bounty policy](/policies/bug-bounty).',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'When this policy changes, we update the date at the top of this page. If a change affects how we use information we already hold, we tell you in the store before it takes effect.',
      ],
    },
  ],
};
