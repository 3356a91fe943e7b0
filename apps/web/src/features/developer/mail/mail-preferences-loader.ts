import type { MailPreferences } from '@lagoon/contract';
import { type PageLoader, privatePageLoader } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getMailPreferences } from './mail-preferences-api';

/** What the profile page reads beside the session: the developer's choice of e-mails. */
export interface ProfilePageData {
  mailPreferences: Read<MailPreferences>;
}

/**
 * /developers/profile/:task?: the developer's e-mail preferences, read on every visit. Only
 * the edit task shows them; registration (profile/new) has a route of its own without this.
 */
export const profileLoader: PageLoader<ProfilePageData | null> = privatePageLoader(
  async (_env, { request, params }) => {
    if (params.task !== undefined && params.task !== 'edit') return null;
    const { signal } = request;
    return { mailPreferences: await read(() => getMailPreferences(signal), { signal }) };
  },
);
