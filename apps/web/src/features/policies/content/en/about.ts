import type { PolicyDocument } from '../types';

export const about: PolicyDocument = {
  title: 'About us',
  summary:
    'Who runs this store, what we do, and what we care about when we choose the items we offer.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'who',
      heading: 'Who we are',
      blocks: [
        'This store is run by an independent operator on Lagoon, the self-hosted store software for browser extensions, wallpaper themes and web apps. We run it on our own servers, under our own policies, for the people who use our browser and for the developers who build for it.',
      ],
    },
    {
      id: 'what',
      heading: 'What we do',
      blocks: [
        {
          list: [
            'We curate a catalogue of extensions, wallpapers and web apps that make a desktop browser more useful and more personal.',
            'We review every item and every update before it reaches you.',
            'We help developers publish their work, with clear guidelines and reasons for every decision.',
            'We run a developer contest and celebrate its [winners](/extensions/winners).',
          ],
        },
      ],
    },
    {
      id: 'values',
      heading: 'What we care about',
      blocks: [
        {
          terms: [
            {
              term: 'Safety first',
              description:
                'An item is listed only after a person has reviewed it, and we act quickly on reports of harmful ones.',
            },
            {
              term: 'Privacy',
              description:
                'We collect only what the store needs to work, and we do not track you across sites. See our [privacy policy](/policies/privacy).',
            },
            {
              term: 'Fair to developers',
              description:
                'Published rules, the same review for everyone, and an explanation whenever we say no.',
            },
            {
              term: 'For everyone',
              description:
                'The store speaks English and Korean, and we work to keep it accessible to people using keyboards and screen readers.',
            },
          ],
        },
      ],
    },
    {
      id: 'developers',
      heading: 'Build with us',
      blocks: [
        'Have an idea for an extension, a wallpaper or a web app? [Register as a developer](/developers) to publish it. The [white paper](/policies/white-paper) explains how review works.',
      ],
    },
    {
      id: 'contact',
      heading: 'Get in touch',
      blocks: [
        'Press, partnership and general enquiries are welcome through the [contact page](/policies/contact).',
      ],
    },
  ],
};
