import type { PolicyDocument } from '../types';

export const contact: PolicyDocument = {
  title: 'Contact us',
  summary:
    'How to reach the team that runs this Lagoon store, and who is best placed to help with your question.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'items',
      heading: 'Questions about an item',
      blocks: [
        'Each item is supported by its developer. The item’s page shows the developer’s email address and website: write to them about how the item works, feature requests, or problems after installing it. They know their item best and can fix it.',
      ],
    },
    {
      id: 'store',
      heading: 'Help with the store or your account',
      blocks: [
        'For anything about the store itself — signing in, your account, the developer area, or a page that does not work — write to the store’s operator. Operators publish their support address in their own channels, and the Contact link in the store’s footer may lead straight to their help desk. To help us answer quickly, include:',
        {
          list: [
            'the email address of your account (never your password);',
            'the address of the page concerned;',
            'your browser and its version, and your operating system;',
            'what you did, what you expected, and what happened instead, with a screenshot if you can.',
          ],
        },
      ],
    },
    {
      id: 'report',
      heading: 'Report an item',
      blocks: [
        'If an item looks harmful, deceptive, infringing or inappropriate, tell us with the address of its page and a short description of the problem. We look into every report and may make the item private or block it while we do. Reports about intellectual property should say which of your rights is affected and how we can reach you.',
      ],
    },
    {
      id: 'developers',
      heading: 'Developers',
      blocks: [
        'For questions about a review decision, reply with the item’s id (the 32-character code in its address) and what you have changed. The [white paper](/policies/white-paper) explains the review states and the guidelines reviewers apply.',
      ],
    },
    {
      id: 'security-privacy',
      heading: 'Security and privacy',
      blocks: [
        'Please do not report security weaknesses in public. Follow the [bug bounty policy](/policies/bug-bounty) instead, so that we can fix the problem before anyone can misuse it. For requests about your personal data, see the [privacy policy](/policies/privacy).',
      ],
    },
    {
      id: 'response',
      heading: 'When to expect an answer',
      blocks: [
        'We aim to answer within three working days. Security reports and reports of harmful items are looked at first. We answer in English or Korean.',
      ],
    },
  ],
};
