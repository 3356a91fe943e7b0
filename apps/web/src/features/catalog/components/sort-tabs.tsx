import { EXTENSION_SORTS, type ExtensionFilter, type ExtensionSort } from '@lagoon/contract';
import { SegmentedLinks } from '../../../components/segmented-links';
import { useTranslation } from '../../../i18n/react';

/** New / Popular; switching keeps the category. */
export function SortTabs({
  sort,
  filter,
}: {
  sort: ExtensionSort;
  filter: ExtensionFilter | null;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedLinks
      label={t('extensions.sortLabel')}
      testIdPrefix="sort-tab"
      items={EXTENSION_SORTS.map((value) => ({
        value,
        label: t(`extensions.sort.${value}`),
        to: filter ? `/extensions/${value}/${filter}` : `/extensions/${value}`,
        active: value === sort,
      }))}
    />
  );
}
