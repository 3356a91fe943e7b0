import type { OutsideItemList } from '@lagoon/contract';
import { type PageLoader, privatePageLoader } from '../../../lib/page-loader';
import { type Read, read } from '../../../lib/read';
import { getOutsideItems } from './outside-items-api';

/** The address of the console's items from elsewhere. */
export const OUTSIDE_ITEMS_PATH = '/admin/browsers/outside';

/** What /admin/browsers/outside shows. */
export interface OutsideItemsData {
  items: Read<OutsideItemList>;
}

/** /admin/browsers/outside: every item from elsewhere. */
export const outsideItemsLoader: PageLoader<OutsideItemsData | null> = privatePageLoader(
  async (_env, { request }) => {
    const { signal } = request;
    return { items: await read(() => getOutsideItems(signal), { signal }) };
  },
);
