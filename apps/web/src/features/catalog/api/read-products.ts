import { ListErrorItem, Product } from '@lagoon/contract';

/**
 * Keeps the items of a list that are products. An item the server could not build arrives as
 * { logref, message } and is skipped (spec §2, "treated as an error"), and so is anything that
 * does not match the contract, so one bad row never empties a whole list.
 */
export function readProducts(items: readonly unknown[]): Product[] {
  const products: Product[] = [];
  for (const item of items) {
    const product = Product.safeParse(item);
    if (product.success) {
      products.push(product.data);
      continue;
    }
    const failure = ListErrorItem.safeParse(item);
    if (failure.success) console.warn(`List item failed on the server (${failure.data.logref})`);
    else console.warn('List item does not match the contract', product.error.issues);
  }
  return products;
}
