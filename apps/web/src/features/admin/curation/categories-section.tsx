import {
  type AdminCategory,
  type AdminCategoryList,
  CATEGORY_NAME_MAX,
  CATEGORY_TYPES,
  type CategoryType,
} from '@lagoon/contract';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { useTranslation } from '../../../i18n/react';
import type { Read } from '../../../lib/read';
import { useLanguage } from '../../../lib/use-language';
import styles from './curation.module.css';
import { createCategory, deleteCategory, reorderCategories, updateCategory } from './curation-api';
import { CurationFormDialog, DeleteDialog, useCurationForm } from './dialogs';
import { TextField } from './form-fields';
import { moved, OrderButtons, ProblemAlert, ReadView, useCurationChange } from './shared';

interface CategoryForm {
  code: string;
  nameEn: string;
  nameKo: string;
  reason: string;
}

/** Adds a category (category null) or renames one. */
function CategoryDialog({
  type,
  category,
  onClose,
}: {
  type: CategoryType;
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, set } = useCurationForm<CategoryForm>(() => ({
    code: category?.code ?? '',
    nameEn: category?.nameEn ?? '',
    nameKo: category?.nameKo ?? '',
    reason: '',
  }));
  const save = useCurationChange(
    (values: CategoryForm) =>
      category
        ? updateCategory(type, category.code, {
            nameEn: values.nameEn,
            nameKo: values.nameKo,
            reason: values.reason,
          })
        : createCategory({ type, ...values }),
    { onDone: onClose },
  );
  const input = (key: keyof Omit<CategoryForm, 'reason'>, hint?: string) => (
    <TextField
      label={t(`admin.curation.categories.fields.${key}`)}
      value={form[key]}
      onChange={(value) => set(key, value)}
      max={key === 'code' ? 40 : CATEGORY_NAME_MAX}
      required
      unstarred
      spellCheck={key !== 'code'}
      hint={hint}
      testId={`category-${key}`}
    />
  );
  return (
    <CurationFormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        category
          ? t('admin.curation.categories.editTitle', { code: category.code })
          : t('admin.curation.categories.addTitle', {
              type: t(`admin.curation.categories.types.${type}`),
            })
      }
      testId="category-dialog"
      form={form}
      onReason={(reason) => set('reason', reason)}
      save={save}
      saveTestId="category-save"
    >
      {!category && input('code', t('admin.curation.categories.codeHint'))}
      <div className={styles.pair}>
        {input('nameEn')}
        {input('nameKo')}
      </div>
    </CurationFormDialog>
  );
}

/** Category lists of each item kind, as the page's loader read them. */
export function CategoriesSection({
  categories,
}: {
  categories: Read<AdminCategoryList> | undefined;
}) {
  return <ReadView read={categories}>{(list) => <CategoryLists categories={list} />}</ReadView>;
}

/** Category lists of each item kind: names in both languages, order, use. */
function CategoryLists({ categories }: { categories: AdminCategoryList }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [type, setType] = useState<CategoryType>('extension');
  const [editing, setEditing] = useState<{ category: AdminCategory | null } | null>(null);
  const [removing, setRemoving] = useState<AdminCategory | null>(null);
  const reorder = useCurationChange((codes: string[]) => reorderCategories(type, { codes }));

  const list = categories.items.filter((category) => category.type === type);
  const nameOf = (category: AdminCategory) =>
    language === 'ko' ? category.nameKo : category.nameEn;

  return (
    <div className={styles.sections}>
      <div className={styles.toolbar}>
        <fieldset className={styles.toggle}>
          <legend className="visually-hidden">{t('admin.curation.categories.kind')}</legend>
          {CATEGORY_TYPES.map((value) => (
            <label key={value} className={styles.toggleOption}>
              <input
                type="radio"
                name="category-type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                data-testid={`categories-type-${value}`}
              />
              {t(`admin.curation.categories.types.${value}`)}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="button button-primary"
          onClick={() => setEditing({ category: null })}
          data-testid="categories-add"
        >
          {t('admin.curation.categories.add')}
        </button>
      </div>
      <DataTable
        caption={t('admin.curation.categories.caption', {
          type: t(`admin.curation.categories.types.${type}`),
        })}
        testId="categories-table"
        middle
        className={styles.table}
        columns={
          <>
            <th scope="col">{t('admin.curation.categories.fields.code')}</th>
            <th scope="col">{t('admin.curation.categories.fields.nameEn')}</th>
            <th scope="col">{t('admin.curation.categories.fields.nameKo')}</th>
            <th scope="col">{t('admin.curation.categories.used')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('admin.curation.common.actions')}</span>
            </th>
          </>
        }
      >
        {list.length === 0 && (
          <tr>
            <td colSpan={5} className={styles.hint}>
              {t('admin.curation.categories.empty')}
            </td>
          </tr>
        )}
        {list.map((category, index) => (
          <tr key={category.code}>
            <td>
              <code>{category.code}</code>
            </td>
            <td>{category.nameEn}</td>
            <td>{category.nameKo}</td>
            <td>{t('admin.curation.categories.listings', { count: category.listingCount })}</td>
            <td>
              <div className={styles.actionsCell}>
                <OrderButtons
                  name={nameOf(category)}
                  index={index}
                  count={list.length}
                  disabled={reorder.pending}
                  onMove={(from, to) =>
                    reorder.run(moved(list, from, to).map((entry) => entry.code))
                  }
                />
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => setEditing({ category })}
                  aria-label={t('admin.curation.categories.renameItem', {
                    name: nameOf(category),
                  })}
                >
                  {t('admin.curation.categories.rename')}
                </button>
                <button
                  type="button"
                  className="button button-ghost button-small"
                  onClick={() => setRemoving(category)}
                  aria-label={t('admin.curation.common.deleteItem', { name: nameOf(category) })}
                >
                  {t('admin.curation.common.delete')}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <ProblemAlert error={reorder.error} />
      {editing && (
        <CategoryDialog type={type} category={editing.category} onClose={() => setEditing(null)} />
      )}
      {removing && (
        <DeleteDialog
          title={t('admin.curation.categories.deleteTitle', { name: nameOf(removing) })}
          intro={
            removing.listingCount > 0
              ? t('admin.curation.categories.inUse', { count: removing.listingCount })
              : t('admin.curation.categories.deleteIntro')
          }
          onDelete={(reason) => deleteCategory(removing.type, removing.code, reason)}
          onClose={() => setRemoving(null)}
          testId="category-delete"
        />
      )}
    </div>
  );
}
