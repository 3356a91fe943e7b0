/**
 * The demo store's footer social links, as an administrator would set them in the console.
 * They point at reserved .example hosts: a demo must not send visitors to someone's real account,
 * and an operator replaces them in Curation, Footer links.
 */
export const DEMO_SOCIAL_LINKS: readonly { name: string; url: string }[] = [
  { name: 'Blog', url: 'https://blog.lagoon.example/' },
  { name: 'Community forum', url: 'https://community.lagoon.example/' },
  { name: 'Newsletter', url: 'https://news.lagoon.example/' },
  { name: 'Mastodon', url: 'https://social.lagoon.example/@store' },
];
