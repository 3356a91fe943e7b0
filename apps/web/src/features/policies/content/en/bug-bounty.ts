import type { PolicyDocument } from '../types';

export const bugBounty: PolicyDocument = {
  title: 'Bug bounty and responsible disclosure',
  summary:
    'How to report a security weakness in this Lagoon store, the rules we ask you to follow, and what you can expect from us in return.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'principles',
      heading: 'Our commitment',
      blocks: [
        'We want to hear about any weakness that could put this store’s users or developers at risk. If you look for problems in good faith and follow this policy, we will work with you, credit you if you wish, and not take legal action against you or ask anyone else to.',
      ],
    },
    {
      id: 'scope',
      heading: 'In scope',
      blocks: [
        {
          list: [
            'The store’s web pages and the APIs behind them (`/ajax/…` and `/creator/api/…`).',
            'Sign-in, sessions and protection against cross-site request forgery.',
            'Access control: reading or changing another developer’s items, drafts or previews, or gaining administrator rights.',
            'Package and image uploads, and how stored files are served.',
            'Getting around the review process, blocking, or the visibility of items.',
            'Injection, cross-site scripting and similar flaws that affect other users.',
          ],
        },
      ],
    },
    {
      id: 'out-of-scope',
      heading: 'Out of scope',
      blocks: [
        {
          list: [
            'Weaknesses in items made by other developers: report those to the developer, or to us as a [harmful item](/policies/contact).',
            'Denial of service and load testing.',
            'Social engineering, phishing, and attacks on people or buildings.',
            'Reports from automated scanners that are not shown to be exploitable.',
            'Missing security headers, cookie flags or rate limits with no demonstrated impact.',
            'Self-XSS, clickjacking on pages without sensitive actions, and problems that need a compromised device or browser.',
          ],
        },
      ],
    },
    {
      id: 'rules',
      heading: 'Rules of engagement',
      blocks: [
        {
          list: [
            'Use only accounts you own or are allowed to use. Create test accounts and test items for your research.',
            'Do not access, change or delete other people’s data. If you reach any by accident, stop, do not keep it, and tell us.',
            'Do not degrade the service for others, and do not send spam or publish test items as public listings.',
            'Keep the details to yourself until we have fixed the problem, or until 90 days after your report if we have not agreed otherwise.',
            'Do not demand payment in return for not disclosing a problem.',
          ],
        },
      ],
    },
    {
      id: 'report',
      heading: 'How to report',
      blocks: [
        'Send your report to the store’s operator through the security contact they publish, or through the [contact page](/policies/contact), and mark it as a security report. A good report contains:',
        {
          steps: [
            'A short description of the weakness and what an attacker could do with it.',
            'The affected address or API, and the request or steps that reproduce it.',
            'The accounts and item ids you used for testing.',
            'Any suggestion you have for fixing it.',
          ],
        },
      ],
    },
    {
      id: 'process',
      heading: 'What happens next',
      blocks: [
        {
          terms: [
            {
              term: 'Within 3 working days',
              description: 'We confirm that we have received your report.',
            },
            {
              term: 'Within 10 working days',
              description:
                'We tell you whether we can reproduce it and how serious we think it is.',
            },
            {
              term: 'Until it is fixed',
              description:
                'We keep you up to date, and let you check the fix before we publish it if you wish.',
            },
          ],
        },
      ],
    },
    {
      id: 'rewards',
      heading: 'Rewards',
      blocks: [
        'Whether a reward is paid, and how much, is decided by the operator of this store according to the impact of the problem and the quality of the report. The first report of a given problem qualifies. With your permission, we thank everyone who reports a valid problem by name.',
      ],
    },
  ],
};
