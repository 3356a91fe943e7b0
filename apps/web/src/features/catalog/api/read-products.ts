import type { Product } from '@lagoon/contract';
import { logWarning } from '../../../lib/logger';

const VISIBILITIES: readonly string[] = ['LISTING', 'UNLISTED', 'TRUSTED_TESTER'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A structural check of the fields every screen relies on. Lists are read without the full
 * schema library so the first page of the store stays small; the server builds these objects
 * from the same contract.
 */
export function isProduct(value: unknown): value is Product {
  return (
    isRecord(value) &&
    typeof value.extensionId === 'string' &&
    typeof value.name === 'string' &&
    typeof value.productType === 'string' &&
    typeof value.usercount === 'number' &&
    typeof value.score === 'number' &&
    Array.isArray(value.slides) &&
    Array.isArray(value.localizations)
  );
}

/**
 * NOT_DEFINED and unknown visibilities are read as TRUSTED_TESTER; a missing byWhale or
 * hasFeature flag as false.
 */
export function readProduct(value: Product): Product {
  const status = VISIBILITIES.includes(value.status) ? value.status : 'TRUSTED_TESTER';
  const { byWhale, hasFeature } = value as { byWhale?: unknown; hasFeature?: unknown };
  if (status === value.status && typeof byWhale === 'boolean' && typeof hasFeature === 'boolean') {
    return value;
  }
  return {
    ...value,
    status,
    byWhale: typeof byWhale === 'boolean' ? byWhale : false,
    hasFeature: typeof hasFeature === 'boolean' ? hasFeature : false,
  };
}

/**
 * Keeps the items of a list that are products. An item the server could not build arrives as
 * { logref, message }, an error, and is skipped, and so is anything that
 * does not look like a product, so one bad row never empties a whole list.
 */
export function readProducts(items: unknown): Product[] {
  if (!Array.isArray(items)) return [];
  const products: Product[] = [];
  for (const item of items) {
    if (isProduct(item)) {
      products.push(readProduct(item));
      continue;
    }
    if (isRecord(item) && typeof item.logref === 'string') {
      logWarning(`List item failed on the server (${item.logref})`);
    } else logWarning('List item does not match the contract', item);
  }
  return products;
}
