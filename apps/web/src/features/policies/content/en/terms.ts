import type { PolicyDocument } from '../types';

export const terms: PolicyDocument = {
  title: 'Terms of service',
  summary:
    'The rules for using this Lagoon store: browsing and installing items, keeping an account, rating items and publishing them as a developer.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'agreement',
      heading: 'About these terms',
      blocks: [
        'Lagoon is store software that an organisation installs and runs on its own servers. These terms are an agreement between you and the organisation that runs this store (the “operator”, “we” or “us”). They apply to the store at this address, its pages, its developer area and the services behind them.',
        'By browsing the store, creating an account or publishing an item you accept these terms and our [privacy policy](/policies/privacy). If you do not agree, please do not use the store.',
        {
          note: 'Some items are made by independent developers. Those items may come with their own terms and privacy policy, which apply between you and that developer in addition to these terms.',
        },
      ],
    },
    {
      id: 'store',
      heading: 'What the store offers',
      blocks: [
        'The store lists browser extensions, wallpaper themes and web apps for desktop browsers. Each item has a page with its description, screenshots, ratings and the developer’s contact details.',
        {
          list: [
            'Items are made by the developers named on their pages, not by us, unless the page says otherwise.',
            'Every item is reviewed before it is listed (see the [white paper](/policies/white-paper)). Review lowers risk but cannot guarantee that an item is free of faults.',
            'Installing items needs a compatible desktop browser; see [supported browsers](/policies/download).',
            'The items on offer can differ by region and language, and items with mature content are marked as such.',
          ],
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        'You can browse without an account. To rate items or publish them you need to sign in.',
        {
          list: [
            'Give accurate information, including your birth date: it decides which features are open to you.',
            'Keep your password to yourself and sign out on shared computers. You are responsible for what happens under your account.',
            'Tell us straight away through the [contact page](/policies/contact) if you think someone else has used your account.',
            'You may delete your account at any time. Developers must first delete the items they have published.',
          ],
        },
      ],
    },
    {
      id: 'installing',
      heading: 'Installing and using items',
      blocks: [
        'When you install an item, its developer grants you a personal, non-exclusive licence to use it under the developer’s own terms. Read the permissions an extension asks for before you add it; your browser shows them when you install.',
        'You can remove an item at any time from your browser’s settings. Items cannot be installed from secret (private) or guest windows.',
        'We may block an item that puts people at risk. A blocked item shows “Blocked by admin” and can no longer be installed; your browser may also turn off copies that are already installed.',
      ],
    },
    {
      id: 'ratings',
      heading: 'Ratings and reviews',
      blocks: [
        'You can give each item one rating. To change it, delete your earlier rating and rate again. Ratings must reflect your own experience with the item.',
        {
          list: [
            'No offers of money or favours for ratings, and no ratings of your own items.',
            'No insults, hate speech, spam, advertising or personal information about other people.',
            'No claims you know to be false.',
          ],
        },
        'We may remove ratings that break these rules and suspend accounts that break them repeatedly.',
      ],
    },
    {
      id: 'developers',
      heading: 'Publishing as a developer',
      blocks: [
        'Anyone aged 14 or over with an account can register as a developer. Registering requires agreeing to these terms and to the developer terms; without both agreements you cannot create, edit or delete items.',
        {
          list: [
            'You keep ownership of your items. You grant the operator a worldwide, royalty-free licence to host, review, copy and distribute them, and to show their names, icons, screenshots and descriptions in the store and in promotions of the store.',
            'Your listing must describe honestly what the item does and what data it uses. If the item handles personal information, link to a privacy policy that explains how.',
            'Your item must not contain malware, hidden or obfuscated behaviour, undisclosed data collection, or content you have no right to distribute.',
            'You are responsible for supporting your users and keeping the email address on your developer profile working.',
            'You must follow the laws that apply to your item, including export, consumer and privacy laws.',
          ],
        },
        'Every new item and every update is reviewed before it is published. We may reject a submission, make a published item private, or block it when it breaks these terms or the review guidelines; when we do, we tell you which guidelines were affected so you can correct the item and submit it again.',
      ],
    },
    {
      id: 'conduct',
      heading: 'What you must not do',
      blocks: [
        {
          list: [
            'Interfere with the store, overload it, or get around its review, blocking or access controls.',
            'Copy large parts of the catalogue by automated means without our permission.',
            'Test the store for security weaknesses except as described in our [bug bounty policy](/policies/bug-bounty).',
            'Pretend to be another person, developer or organisation.',
            'Inflate install counts, ratings or other figures artificially.',
            'Upload anything unlawful, or anything that infringes someone else’s rights.',
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Intellectual property',
      blocks: [
        'The store’s design, text and logos belong to the operator or its licensors. Items and their listing materials belong to their developers. These terms give you no right to use anyone’s trademarks.',
        'If you believe something in the store infringes your rights, report it through the [contact page](/policies/contact) with enough detail for us to find it. We may remove the material and tell the developer about the report.',
      ],
    },
    {
      id: 'liability',
      heading: 'Disclaimers and liability',
      blocks: [
        'We run the store with reasonable care, but we provide it “as is”: we do not promise that it will always be available or free of errors, and we are not responsible for items made by other developers.',
        'To the extent the law allows, we are not liable for indirect or consequential losses, or for loss of data, profits or business, arising from your use of the store or of items installed from it. Nothing in these terms limits rights that consumer law gives you and that cannot be excluded.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and ending',
      blocks: [
        'We may change these terms. When we do, we update the date at the top of this page, and for significant changes we give notice in the store before they take effect. If you keep using the store after that, the new terms apply.',
        'You may stop using the store at any time. We may suspend or close accounts that seriously or repeatedly break these terms, and we may end the service with reasonable notice.',
        'Questions about these terms are welcome through the [contact page](/policies/contact).',
      ],
    },
  ],
};
