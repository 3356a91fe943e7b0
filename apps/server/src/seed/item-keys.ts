import type { CatalogPlan } from '@lagoon/demo-catalog';
import type { ExtensionKey } from '../publishing/package/extension-key.js';

/**
 * Gives every packaged item of the demo catalog a key pair of its own and the id Chromium
 * derives from it, as an uploaded extension gets: the store can then sign the demo packages
 * and browsers accept them under the ids the store shows. The plan's other ids (web apps,
 * wallpapers without a package) stay as drawn; winners and banner links follow the new ids.
 * Keys cannot be drawn from the seed's random sequence, so these ids differ per install.
 * `makeKey` makes one new key (see SeedOptions.makeItemKey).
 */
/** The items of the plan that ship a package, which each get a key of their own. */
export function packagedItems(plan: CatalogPlan): CatalogPlan['items'] {
  return plan.items.filter((item) => item.published?.package ?? item.draft?.package);
}

export async function assignItemKeys(
  plan: CatalogPlan,
  makeKey: () => Promise<ExtensionKey>,
): Promise<Map<string, ExtensionKey>> {
  const packaged = packagedItems(plan);
  const keys = await Promise.all(packaged.map(() => makeKey()));
  const renamed = new Map<string, string>();
  const byId = new Map<string, ExtensionKey>();
  packaged.forEach((item, index) => {
    const key = keys[index]!;
    renamed.set(item.id, key.id);
    byId.set(key.id, key);
    item.id = key.id;
  });
  for (const winner of plan.winners) winner.itemId = renamed.get(winner.itemId) ?? winner.itemId;
  for (const banner of plan.banners) {
    const match = /^\/detail\/([a-p]{32})$/.exec(banner.linkUrl);
    const id = match ? renamed.get(match[1]!) : undefined;
    if (id) banner.linkUrl = `/detail/${id}`;
  }
  return byId;
}
