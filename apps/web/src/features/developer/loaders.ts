import type { CreatorItemList } from '@lagoon/contract';
import { type PageLoader, privatePageLoader, requestLanguage } from '../../lib/page-loader';
import { type Read, read } from '../../lib/read';
import { type DashboardItemType, isDashboardItemType } from './access/decide-developer-access';
import { getCreatorItems } from './api/publishing-api';

/** What the dashboard of one tab shows. */
export interface DashboardData {
  itemType: DashboardItemType;
  /** The developer's items of the tab, read anew on every visit: reviewers change them. */
  items: Read<CreatorItemList>;
}

/**
 * /developers/dashboard/:itemType: the developer's items of the tab, in the address language.
 * A tab that does not exist reads nothing (null): the page forwards it to the first tab.
 */
export const dashboardLoader: PageLoader<DashboardData | null> = privatePageLoader(
  async (env, { params, request }) => {
    const { itemType } = params;
    if (!isDashboardItemType(itemType)) return null;
    const language = requestLanguage(env, request);
    const { signal } = request;
    const items = await read(() => getCreatorItems(itemType, language, signal), { signal });
    return { itemType, items };
  },
);
