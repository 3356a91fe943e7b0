import { DISCOVER_FIRST_RANDOM, DISCOVER_PAGE_SIZE, type Product } from '@lagoon/contract';
import { api } from '../../../lib/api-client';
import { logError } from '../../../lib/logger';
import { readProducts } from '../../catalog/api/read-products';

export interface ThemeTabSections {
  forMe: Product[];
  selected: Product[];
  /** How many editors' picks the selection was drawn from. */
  selectedTotal: number;
  hot: Product[];
}

interface ThemeTabBody {
  forMe?: unknown;
  selected?: unknown;
  selectedTotal?: unknown;
  hot?: unknown;
}

/** Theme load failures are silent and logged: the section is shown empty. */
async function silently<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    logError(`${what} failed to load`, error);
    return fallback;
  }
}

/**
 * GET /ajax/theme-tab: for me (up to 16), selected (random 30, and how many picks there are to
 * draw from) and hot (like top 30).
 */
export function getThemeTab(signal?: AbortSignal): Promise<ThemeTabSections> {
  return silently(
    'Theme tab',
    async () => {
      const body = await api.get<ThemeTabBody | null>('/ajax/theme-tab', { signal });
      const selected = readProducts(body?.selected);
      const total = body?.selectedTotal;
      return {
        forMe: readProducts(body?.forMe),
        selected,
        selectedTotal:
          typeof total === 'number' && total > selected.length ? total : selected.length,
        hot: readProducts(body?.hot),
      };
    },
    { forMe: [], selected: [], selectedTotal: 0, hot: [] },
  );
}

/** GET /ajax/theme-tab/pick: the editors' picks. */
export function getThemePicks(signal?: AbortSignal): Promise<Product[]> {
  return silently(
    'Theme picks',
    async () => readProducts(await api.get<unknown>('/ajax/theme-tab/pick', { signal })),
    [],
  );
}

export interface DiscoverPage {
  themes: Product[];
  /** The random first page: later pages leave these out, as they are on screen already. */
  randomIds: string[];
  /**
   * Where the next page continues: below the last wallpaper of this page in id order. Null
   * after the random page, whose ids are in no order, so the first ordered page starts at the
   * top and every wallpaper is reached.
   */
  cursor: string | null;
}

/**
 * One page of the discover list: the first is 3 random themes, each later one the next 3 in
 * descending id order, without the random ones. An empty page ends the list.
 */
export async function getDiscoverPage(
  previous: DiscoverPage | null,
  signal?: AbortSignal,
): Promise<DiscoverPage> {
  if (!previous) {
    const themes = await silently(
      'Discover wallpapers',
      async () =>
        readProducts(
          await api.get<unknown>('/ajax/theme-around/random', {
            query: { size: DISCOVER_FIRST_RANDOM },
            signal,
          }),
        ),
      [],
    );
    return { themes, randomIds: themes.map((theme) => theme.extensionId), cursor: null };
  }
  const { randomIds, cursor } = previous;
  const ordered = await silently(
    'Discover wallpapers',
    async () =>
      readProducts(
        await api.get<unknown>('/ajax/theme-around', {
          query: {
            idNotIn: randomIds.join(','),
            idLessThan: cursor ?? undefined,
            size: DISCOVER_PAGE_SIZE,
          },
          signal,
        }),
      ),
    [],
  );
  return {
    themes: ordered.filter((theme) => !randomIds.includes(theme.extensionId)),
    randomIds,
    cursor: ordered.at(-1)?.extensionId ?? cursor,
  };
}
