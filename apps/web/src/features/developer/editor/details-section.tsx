import { type Category, REGION_ALL, VISIBILITIES } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import { CheckboxField } from '../components/checkbox-field';
import styles from './editor.module.css';
import type { RegionName } from './editor-api';
import { type EditorState, toggleRegion } from './editor-model';
import { FieldMessage } from './field-message';

interface DetailsSectionProps {
  /** The form's id, the prefix of every control's id. */
  formId: string;
  values: EditorState;
  /** Applies a change; `touched` names the field changed, to clear its error. */
  update: (change: (state: EditorState) => EditorState, touched?: string) => void;
  /** Registers a field's control, so a refusal can focus it. */
  register: (field: string) => (element: HTMLElement | null) => void;
  /** Error text per field from the last save or review request. */
  message: (field: string) => string | null;
  /** The names the fields offer; undefined while their read failed. */
  categories: Category[] | undefined;
  regions: RegionName[] | undefined;
  readOnly: boolean;
}

/**
 * The "Category, audience, regions, visibility" card: the category, mature content, the regions
 * the listing is offered in (all, or a chosen list) and who can see it.
 */
export function DetailsSection({
  formId,
  values,
  update,
  register,
  message,
  categories,
  regions,
  readOnly,
}: DetailsSectionProps) {
  const { t } = useTranslation();
  const allRegions = values.regions.includes(REGION_ALL);

  return (
    <section className={styles.card} aria-labelledby={`${formId}-details`}>
      <header className={styles.cardHeader}>
        <h2 id={`${formId}-details`} className={styles.cardTitle}>
          {t('developers.editor.details.title')}
        </h2>
      </header>

      <div className={styles.field} data-invalid={message('category') ? 'true' : undefined}>
        <label className={styles.label} htmlFor={`${formId}-category`}>
          {t('developers.editor.details.category')}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        <select
          ref={register('category')}
          id={`${formId}-category`}
          className={styles.select}
          value={values.category ?? ''}
          onChange={(event) => {
            const code = event.target.value;
            update((state) => ({ ...state, category: code === '' ? null : code }), 'category');
          }}
          aria-invalid={message('category') ? true : undefined}
          aria-describedby={`${formId}-category-message`}
          data-testid="editor-category"
        >
          <option value="">{t('developers.editor.details.chooseCategory')}</option>
          {(categories ?? []).map((category) => (
            <option key={category.code} value={category.code}>
              {category.name}
            </option>
          ))}
          {/* A category the list no longer offers still shows as chosen. */}
          {values.category &&
            categories &&
            !categories.some((category) => category.code === values.category) && (
              <option value={values.category}>{values.category}</option>
            )}
        </select>
        <FieldMessage
          id={`${formId}-category-message`}
          error={message('category')}
          testId="editor-category-error"
        />
      </div>

      <CheckboxField
        id={`${formId}-mature`}
        checked={values.matureContent}
        onChange={(checked) => update((state) => ({ ...state, matureContent: checked }))}
        label={t('developers.editor.details.matureContent')}
        disabled={readOnly}
        testId="editor-matureContent"
      />

      <fieldset
        className={styles.group}
        data-invalid={message('regions') ? 'true' : undefined}
        aria-describedby={`${formId}-regions-message`}
      >
        <legend className={styles.label}>{t('developers.editor.regions.title')}</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input
              ref={register('regions')}
              type="radio"
              name={`${formId}-regions`}
              checked={allRegions}
              onChange={() => update((state) => ({ ...state, regions: [REGION_ALL] }), 'regions')}
              data-testid="editor-regions-all"
            />
            {t('developers.editor.regions.all')}
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name={`${formId}-regions`}
              checked={!allRegions}
              onChange={() =>
                update((state) => ({
                  ...state,
                  regions: state.regions.filter((region) => region !== REGION_ALL),
                }))
              }
              data-testid="editor-regions-list"
            />
            {t('developers.editor.regions.some')}
          </label>
        </div>
        {!allRegions && (
          <div className={styles.regionGrid} data-testid="editor-regions">
            {(regions ?? [])
              .filter((region) => region.code !== REGION_ALL)
              .map((region) => (
                <label key={region.code} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={values.regions.includes(region.code)}
                    onChange={(event) => {
                      const on = event.target.checked;
                      update(
                        (state) => ({
                          ...state,
                          regions: toggleRegion(state.regions, region.code, on),
                        }),
                        'regions',
                      );
                    }}
                    data-region={region.code}
                  />
                  {region.name}
                </label>
              ))}
          </div>
        )}
        <FieldMessage
          id={`${formId}-regions-message`}
          error={message('regions')}
          testId="editor-regions-error"
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.label}>{t('developers.editor.visibility.title')}</legend>
        <div className={styles.visibility}>
          {VISIBILITIES.map((status) => (
            <label key={status} className={styles.visibilityOption}>
              <input
                type="radio"
                name={`${formId}-status`}
                value={status}
                checked={values.status === status}
                onChange={() => update((state) => ({ ...state, status }))}
                data-testid={`editor-status-${status}`}
              />
              <span>
                <span className={styles.optionTitle}>
                  {t(`developers.editor.visibility.${status}`)}
                </span>
                <span className={styles.hint}>
                  {t(`developers.editor.visibility.${status}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
