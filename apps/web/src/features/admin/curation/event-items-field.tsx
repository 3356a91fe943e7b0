import { CATEGORY_TYPES, type CategoryType, type CurationItem } from '@lagoon/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import styles from './curation.module.css';
import { type EventForm, visibleCount, withItem, withItemMoved, withoutItem } from './event-form';
import local from './events.module.css';
import { ItemSearch } from './item-search';
import { ItemSummary, OrderButtons } from './shared';

/**
 * The items of an event in the dialog: the chosen ones in the order visitors will see them
 * (move, remove), and a search by name or id, of one kind at a time, to add more. Items
 * visitors cannot see now are marked; the page leaves them out until they are listed.
 */
export function EventItemsField({
  form,
  onChange,
}: {
  form: EventForm;
  onChange: (next: (form: EventForm) => EventForm) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<CategoryType>('extension');
  const chosen = new Set(form.items.map((item) => item.extensionId));
  const nameOf = (item: CurationItem) => item.name ?? item.extensionId;
  return (
    <fieldset className={styles.fieldset} data-testid="event-items">
      <legend className={styles.label}>{t('admin.curation.events.fields.items')}</legend>
      <div className={local.items}>
        <p className={styles.hint} aria-live="polite" data-testid="event-items-count">
          {t('admin.curation.events.itemCount', {
            count: form.items.length,
            visible: visibleCount(form),
          })}
        </p>
        {form.items.length > 0 && (
          <ol className={styles.list}>
            {form.items.map((item, index) => (
              <li key={item.extensionId} className={styles.row} data-testid="event-item">
                <ItemSummary item={item} />
                <OrderButtons
                  name={nameOf(item)}
                  index={index}
                  count={form.items.length}
                  onMove={(from, to) => onChange((current) => withItemMoved(current, from, to))}
                />
                <button
                  type="button"
                  className="button button-ghost button-small"
                  onClick={() => onChange((current) => withoutItem(current, item.extensionId))}
                  aria-label={t('admin.curation.events.removeItem', { name: nameOf(item) })}
                >
                  {t('admin.curation.events.remove')}
                </button>
              </li>
            ))}
          </ol>
        )}
        <div className={`${styles.field} ${local.kind}`}>
          <label htmlFor={`${id}-kind`} className={styles.label}>
            {t('admin.curation.events.fields.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className={styles.input}
            value={kind}
            onChange={(event) => setKind(event.target.value as CategoryType)}
            data-testid="event-item-kind"
          >
            {CATEGORY_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.curation.events.kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <ItemSearch
          type={kind}
          actionLabel={t('admin.curation.events.addItem')}
          onChoose={(item) => onChange((current) => withItem(current, item))}
          skip={(item) => chosen.has(item.extensionId)}
          testId="event-item-search"
        />
      </div>
    </fieldset>
  );
}
