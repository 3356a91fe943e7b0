import type { MailPreferences } from '@lagoon/contract';

/** The e-mails a developer can turn on or off, in the order the form lists them. */
export const MAIL_TOPICS = ['decisions', 'ratings', 'reports'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

/** Whether the form holds something other than what the store has. */
export function hasChanges(saved: MailPreferences, draft: MailPreferences): boolean {
  return (
    MAIL_TOPICS.some((topic) => saved[topic] !== draft[topic]) || saved.language !== draft.language
  );
}

/** The form after one choice changed. */
export function withTopic(draft: MailPreferences, topic: MailTopic, on: boolean): MailPreferences {
  return { ...draft, [topic]: on };
}
