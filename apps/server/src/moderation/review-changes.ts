import type { Product, ReviewCase, ReviewChange } from '@lagoon/contract';

function joinList(values: readonly string[] | undefined | null): string | null {
  return values && values.length > 0 ? [...values].sort().join(', ') : null;
}

/** What a reviewer should look at: every difference between the product and the draft. */
export function changesBetween(
  product: Product | null,
  draft: Product | null,
  packages: { before: ReviewCase['package']; after: ReviewCase['package'] },
): ReviewChange[] {
  const changes: ReviewChange[] = [];
  const compare = (field: string, before: string | null, after: string | null) => {
    if (before !== after) changes.push({ field, before, after });
  };
  const textOf = (entry: Product | null, locale: string, key: 'name' | 'description') =>
    entry?.localizations.find((text) => text.locale === locale)?.[key] ?? null;
  compare('version', packages.before?.version ?? null, packages.after?.version ?? null);
  compare(
    'permissions',
    joinList(packages.before?.permissions),
    joinList(packages.after?.permissions),
  );
  compare(
    'hostPermissions',
    joinList(packages.before?.hostPermissions),
    joinList(packages.after?.hostPermissions),
  );
  compare(
    'warnings',
    joinList(packages.before?.report.warnings.map((issue) => issue.code)),
    joinList(packages.after?.report.warnings.map((issue) => issue.code)),
  );
  compare('productType', product?.productType ?? null, draft?.productType ?? null);
  compare('category', product?.category?.code ?? null, draft?.category?.code ?? null);
  compare('defaultLocale', product?.defaultLocale ?? null, draft?.defaultLocale ?? null);
  compare('regions', joinList(product?.regions), joinList(draft?.regions));
  compare(
    'matureContent',
    product ? String(product.matureContent) : null,
    draft ? String(draft.matureContent) : null,
  );
  compare('icon', product?.icon ?? null, draft?.icon ?? null);
  compare('image', product?.image ?? null, draft?.image ?? null);
  compare(
    'slides',
    joinList(product?.slides.map((slide) => slide.url)),
    joinList(draft?.slides.map((slide) => slide.url)),
  );
  const locales = new Set([
    ...(product?.localizations ?? []).map((text) => text.locale),
    ...(draft?.localizations ?? []).map((text) => text.locale),
  ]);
  for (const locale of [...locales].sort()) {
    compare(`name.${locale}`, textOf(product, locale, 'name'), textOf(draft, locale, 'name'));
    compare(
      `description.${locale}`,
      textOf(product, locale, 'description'),
      textOf(draft, locale, 'description'),
    );
  }
  return changes;
}
