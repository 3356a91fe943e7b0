import {
  type Category,
  type CreatorItemDetail,
  type ItemLocale,
  type ItemPatch,
  LOCALE_CODES,
  REGION_ALL,
  VISIBILITIES,
} from '@lagoon/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { Dialog } from '../../../components/dialog';
import { AlertIcon } from '../../../components/icons';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { type ApiError, isApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { useWrite } from '../../../lib/use-write';
import { patchCreatorItem } from '../api/publishing-api';
import { CheckboxField } from '../components/checkbox-field';
import {
  asksForChangeLog,
  changeLogMissing,
  keepPreviousChangeLog,
  keepsPreviousChangeLog,
  previousChangeLogs,
} from './change-log';
import { DeleteListingDialogs } from './delete-listing-dialogs';
import styles from './editor.module.css';
import { cancelPackageUpdate, isErrorCode, type LocaleName, type RegionName } from './editor-api';
import { afterEdit, type EditorNotice } from './editor-feedback';
import { EditorHeader } from './editor-header';
import {
  addLocale,
  buildPatch,
  type EditorFieldErrors,
  type EditorKind,
  type EditorState,
  editorStateFromItem,
  fieldErrorsFromIssues,
  firstInvalidField,
  hasPackageUpdate,
  isEmptyPatch,
  isItemLocale,
  missingForReview,
  NOT_DEFINED,
  removeLocale,
  setDefaultLocale,
  setText,
  TEXT_LIMITS,
  type TextField,
  textFieldsOf,
  toggleRegion,
} from './editor-model';
import { MediaSection } from './media-section';

/** Largest text per language the contract accepts. */
const TEXT_MAX: Readonly<Record<TextField, number>> = TEXT_LIMITS;

/** Refusals that say something about the item or the account, not about the connection. */
function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && !error.isNetworkError && error.status >= 400 && error.status < 500;
}

type Action = 'save' | 'review';

interface ListingEditorProps {
  /** The item as last read: the header and the actions follow it. */
  item: CreatorItemDetail;
  kind: EditorKind;
  /** The names the fields offer; undefined while their read failed. */
  categories: Category[] | undefined;
  locales: LocaleName[] | undefined;
  regions: RegionName[] | undefined;
}

/**
 * The listing editor of one extension or web app (spec §7, §9). The form starts from the item
 * it is first given and from each save's answer; the item read again after a save only moves
 * the header and the actions, so nothing typed in the meantime is lost.
 */
export function ListingEditor({ item, kind, categories, locales, regions }: ListingEditorProps) {
  const { t } = useTranslation();
  const formId = useId();
  const language = useLanguage();
  const snackbar = useSnackbar();

  const [initial, setInitial] = useState<EditorState>(() => editorStateFromItem(item));
  const [values, setValues] = useState<EditorState>(initial);
  const [errors, setErrors] = useState<EditorFieldErrors>({});
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  // A new version's change log: kept from the published listing, or written anew.
  const [keepChangeLog, setKeepChangeLog] = useState(() => keepsPreviousChangeLog(item));
  const [activeLocale, setActiveLocale] = useState<ItemLocale | null>(
    () =>
      (isItemLocale(initial.defaultLocale) ? initial.defaultLocale : initial.locales[0]) ?? null,
  );
  const [deleting, setDeleting] = useState(false);
  const fields = useRef(new Map<string, HTMLElement>());

  const localeName = useCallback(
    (code: string) => locales?.find((entry) => entry.code === code)?.name ?? code,
    [locales],
  );

  const readOnly = item.blocked;
  const patch = buildPatch(initial, values, kind);
  const dirty = !isEmptyPatch(patch);
  const shownLocale =
    activeLocale && values.locales.includes(activeLocale) ? activeLocale : values.locales[0];

  // Leaving the editor with unsaved edits asks first: in the app with a dialog, when closing or
  // reloading the tab with the browser's own prompt. A deleted item has nothing left to keep.
  const leaveAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !readOnly &&
      !leaveAllowed.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty || readOnly) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, readOnly]);

  const register = useCallback(
    (field: string) => (element: HTMLElement | null) => {
      if (element) fields.current.set(field, element);
      else fields.current.delete(field);
    },
    [],
  );

  const update = (change: (state: EditorState) => EditorState, touched?: string) => {
    setValues(change);
    const next = afterEdit(errors, notice, touched);
    if (next.errors !== errors) setErrors(next.errors);
    if (next.notice !== notice) setNotice(next.notice);
  };

  /** Marks the refused fields, brings the default language forward for its texts, focuses the first. */
  const showErrors = (next: EditorFieldErrors) => {
    setErrors(next);
    const first = firstInvalidField(next);
    if (
      (next.name || next.shortDescription || next.changeLog) &&
      isItemLocale(values.defaultLocale)
    ) {
      setActiveLocale(values.defaultLocale);
    }
    // After the render that shows the fields.
    requestAnimationFrame(() => {
      if (first) fields.current.get(first)?.focus();
    });
  };

  /** The form starts again from the draft as the server saved it. */
  const reload = (saved: CreatorItemDetail) => {
    const fresh = editorStateFromItem(saved);
    setInitial(fresh);
    setValues(fresh);
    setKeepChangeLog(keepsPreviousChangeLog(saved));
  };

  // Which button started the save under way, for its label.
  const [saving, setSaving] = useState<Action | null>(null);
  const save = useWrite(
    ({ body }: { action: Action; body: ItemPatch }) =>
      patchCreatorItem(item.extensionId, body, language),
    {
      onSuccess: (saved, { action }) => {
        reload(saved);
        setErrors({});
        setNotice(null);
        snackbar.show(
          action === 'review'
            ? t('developers.editor.reviewRequested')
            : t('developers.editor.saved'),
        );
      },
      onError: (error) => {
        if (!isRefusal(error)) {
          snackbar.show(t('developers.editor.saveFailed'));
          return;
        }
        const fieldErrors = fieldErrorsFromIssues(error.fields, isErrorCode);
        if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
        setNotice({ text: t(`errors.${error.code}`), field: firstInvalidField(fieldErrors) });
      },
    },
  );

  const cancelUpdate = useWrite(() => cancelPackageUpdate(item.extensionId, language), {
    onSuccess: (saved) => {
      reload(saved);
      snackbar.show(t('developers.editor.updateCancelled'));
    },
    onError: (error) => {
      if (isRefusal(error)) setNotice({ text: t(`errors.${error.code}`), field: null });
      else snackbar.show(t('developers.editor.saveFailed'));
    },
  });

  const busy = save.pending || cancelUpdate.pending;

  const runSave = (action: Action, body: ItemPatch) => {
    setSaving(action);
    void save.run({ action, body });
  };

  const localProblems = (): EditorFieldErrors =>
    values.regions.length === 0
      ? { regions: { text: t('developers.editor.regions.required') } }
      : {};

  const onSave = () => {
    if (busy) return;
    setNotice(null);
    const problems = localProblems();
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    if (!dirty) {
      snackbar.show(t('developers.editor.saved'));
      return;
    }
    runSave('save', patch);
  };

  const onRequestReview = () => {
    if (busy) return;
    setNotice(null);
    // The same check the server makes, so the developer sees every missing field at once.
    const missing = missingForReview(values, kind);
    const problems: EditorFieldErrors = { ...localProblems() };
    for (const entry of missing) problems[entry.field] = { code: entry.code };
    if (changeLogMissing(values, item, keepChangeLog)) {
      problems.changeLog = { text: changeLogRequired };
    }
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      const first = missing[0];
      setNotice(
        first
          ? { text: t(`errors.${first.code}`), field: first.field }
          : problems.changeLog
            ? { text: changeLogRequired, field: 'changeLog' }
            : null,
      );
      return;
    }
    runSave('review', { ...patch, review: 'IN_REVIEW' });
  };

  const message = (field: string): string | null => {
    const error = errors[field];
    if (!error) return null;
    return 'code' in error ? t(`errors.${error.code}`) : error.text;
  };

  const askChangeLog = kind === 'extension' && asksForChangeLog(item);
  const previousLogs = previousChangeLogs(item);
  const hasPreviousLog = Object.keys(previousLogs).length > 0;
  const changeLogRequired = hasPreviousLog
    ? t('developers.editor.texts.changeLogRequired')
    : t('developers.editor.texts.changeLogRequiredNone');
  // Kept: the published text where there is one, or none at all when there was none.
  const keptLog = (locale: ItemLocale) =>
    askChangeLog && keepChangeLog && (!hasPreviousLog || previousLogs[locale] !== undefined);
  const fieldHint = (field: TextField, locale: ItemLocale): string => {
    if (field !== 'changeLog' || !askChangeLog) return t(`developers.editor.texts.${field}Hint`);
    const previous = previousLogs[locale];
    return previous
      ? t('developers.editor.texts.previousChangeLog', { text: previous })
      : t('developers.editor.texts.newVersionChangeLogHint');
  };

  const localeOptions = LOCALE_CODES.map((code) => ({ code, name: localeName(code) }));
  const addable = localeOptions.filter((entry) => !values.locales.includes(entry.code));
  const textFields = textFieldsOf(kind);
  const inReview = item.review === 'IN_REVIEW';
  const allRegions = values.regions.includes(REGION_ALL);

  return (
    <div className={styles.editor} data-testid="listing-editor" aria-busy={busy}>
      <EditorHeader item={item} kind={kind} />

      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <fieldset className={styles.fieldset} disabled={readOnly}>
          {/* Languages and texts */}
          <section className={styles.card} aria-labelledby={`${formId}-texts`}>
            <header className={styles.cardHeader}>
              <h2 id={`${formId}-texts`} className={styles.cardTitle}>
                {t('developers.editor.texts.title')}
              </h2>
              <p className={styles.cardDescription}>
                {kind === 'extension'
                  ? t('developers.editor.texts.extensionDescription')
                  : t('developers.editor.texts.webAppDescription')}
              </p>
            </header>

            <div
              className={styles.field}
              data-invalid={message('defaultLocale') ? 'true' : undefined}
            >
              <label className={styles.label} htmlFor={`${formId}-defaultLocale`}>
                {t('developers.editor.texts.defaultLocale')}
                <span className={styles.required} aria-hidden="true">
                  *
                </span>
              </label>
              <select
                ref={register('defaultLocale')}
                id={`${formId}-defaultLocale`}
                className={styles.select}
                value={values.defaultLocale}
                onChange={(event) => {
                  const locale = event.target.value;
                  update((state) => setDefaultLocale(state, locale), 'defaultLocale');
                  if (isItemLocale(locale)) setActiveLocale(locale);
                }}
                aria-invalid={message('defaultLocale') ? true : undefined}
                aria-describedby={`${formId}-defaultLocale-message`}
                data-testid="editor-defaultLocale"
              >
                <option value={NOT_DEFINED}>{t('developers.editor.texts.chooseLanguage')}</option>
                {localeOptions.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.name}
                  </option>
                ))}
              </select>
              <FieldMessage
                id={`${formId}-defaultLocale-message`}
                error={message('defaultLocale')}
                hint={t('developers.editor.texts.defaultLocaleHint')}
                testId="editor-defaultLocale-error"
              />
            </div>

            <div className={styles.localeBar}>
              <div
                className={styles.localeTabs}
                role="tablist"
                aria-label={t('developers.editor.texts.languages')}
              >
                {values.locales.map((locale) => (
                  <button
                    key={locale}
                    type="button"
                    role="tab"
                    id={`${formId}-tab-${locale}`}
                    aria-selected={locale === shownLocale}
                    aria-controls={`${formId}-panel`}
                    className={styles.localeTab}
                    onClick={() => setActiveLocale(locale)}
                    data-testid="editor-locale-tab"
                    data-locale={locale}
                  >
                    {localeName(locale)}
                    {locale === values.defaultLocale && (
                      <span className={styles.defaultMark}>
                        {t('developers.editor.texts.defaultMark')}
                      </span>
                    )}
                  </button>
                ))}
              </div>
              {addable.length > 0 && (
                <label className={styles.inlineField}>
                  <span className="visually-hidden">
                    {t('developers.editor.texts.addLanguage')}
                  </span>
                  <select
                    className={styles.select}
                    value=""
                    onChange={(event) => {
                      const locale = event.target.value;
                      if (!isItemLocale(locale)) return;
                      update((state) => addLocale(state, locale));
                      setActiveLocale(locale);
                    }}
                    data-testid="editor-add-locale"
                  >
                    <option value="">{t('developers.editor.texts.addLanguage')}</option>
                    {addable.map((entry) => (
                      <option key={entry.code} value={entry.code}>
                        {entry.name}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>

            {shownLocale ? (
              <div
                id={`${formId}-panel`}
                role="tabpanel"
                aria-labelledby={`${formId}-tab-${shownLocale}`}
                className={styles.fields}
              >
                {textFields.map((field) => {
                  const id = `${formId}-${field}`;
                  // Name and short description are required in the default language only.
                  const required =
                    (field === 'name' || field === 'shortDescription') &&
                    shownLocale === values.defaultLocale;
                  const error = shownLocale === values.defaultLocale ? message(field) : null;
                  const value = values.texts[shownLocale]?.[field] ?? '';
                  const multiline = field === 'description' || field === 'changeLog';
                  const common = {
                    id,
                    className: multiline ? styles.textarea : styles.input,
                    value,
                    maxLength: TEXT_MAX[field],
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': `${id}-message`,
                    'data-testid': `editor-${field}`,
                  } as const;
                  return (
                    <div
                      key={field}
                      className={styles.field}
                      data-invalid={error ? 'true' : undefined}
                    >
                      <div className={styles.labelRow}>
                        <label className={styles.label} htmlFor={id}>
                          {t(`developers.editor.texts.${field}`)}
                          {required && (
                            <span className={styles.required} aria-hidden="true">
                              *
                            </span>
                          )}
                        </label>
                        <span className={styles.counter}>
                          {t('developers.editor.counter', {
                            count: value.length,
                            max: TEXT_MAX[field],
                          })}
                        </span>
                      </div>
                      {multiline ? (
                        <textarea
                          {...common}
                          ref={register(field)}
                          rows={field === 'description' ? 8 : 4}
                          // A kept change log is the published one, as it is.
                          readOnly={field === 'changeLog' && keptLog(shownLocale)}
                          onChange={(event) => {
                            const text = event.target.value;
                            update((state) => setText(state, shownLocale, field, text), field);
                          }}
                        />
                      ) : (
                        <input
                          {...common}
                          ref={register(field)}
                          type="text"
                          onChange={(event) => {
                            const text = event.target.value;
                            update((state) => setText(state, shownLocale, field, text), field);
                          }}
                        />
                      )}
                      <FieldMessage
                        id={`${id}-message`}
                        error={error}
                        hint={fieldHint(field, shownLocale)}
                        testId={`editor-${field}-error`}
                      />
                    </div>
                  );
                })}
                {askChangeLog && (
                  <CheckboxField
                    id={`${formId}-keepChangeLog`}
                    checked={keepChangeLog}
                    onChange={(keep) => {
                      setKeepChangeLog(keep);
                      update(
                        (state) => keepPreviousChangeLog(state, previousLogs, keep),
                        keep ? 'changeLog' : undefined,
                      );
                    }}
                    label={
                      hasPreviousLog
                        ? t('developers.editor.texts.keepPreviousChangeLog')
                        : t('developers.editor.texts.noChangeLog')
                    }
                    disabled={readOnly}
                    testId="editor-keep-changelog"
                  />
                )}
                {shownLocale !== values.defaultLocale && (
                  <div>
                    <button
                      type="button"
                      className="button button-ghost"
                      onClick={() => update((state) => removeLocale(state, shownLocale))}
                      data-testid="editor-remove-locale"
                    >
                      {t('developers.editor.texts.removeLanguage', {
                        name: localeName(shownLocale),
                      })}
                    </button>
                  </div>
                )}
              </div>
            ) : (
              <p className={styles.hint}>{t('developers.editor.texts.noLanguage')}</p>
            )}
          </section>

          {/* Category, audience, regions, visibility */}
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
                  update(
                    (state) => ({ ...state, category: code === '' ? null : code }),
                    'category',
                  );
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
                    onChange={() =>
                      update((state) => ({ ...state, regions: [REGION_ALL] }), 'regions')
                    }
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

          <MediaSection
            state={values}
            onChange={update}
            localeName={localeName}
            readOnly={readOnly}
            errorOf={message}
            register={register}
          />
        </fieldset>

        <footer className={styles.footer}>
          <div className={styles.noticeSlot} aria-live="assertive">
            {notice && (
              <p className={styles.formNotice} role="alert" data-testid="editor-alert">
                <AlertIcon size={18} />
                {notice.text}
              </p>
            )}
            {!notice && dirty && !readOnly && (
              <p className={styles.hint} data-testid="editor-unsaved">
                {t('developers.editor.unsaved')}
              </p>
            )}
          </div>
          <div className={styles.footerActions}>
            <AppLink
              to={`/detail/${item.extensionId}/preview`}
              target="_blank"
              rel="noopener"
              className="button button-ghost"
              data-testid="editor-preview"
            >
              {t('developers.editor.actions.preview')}
            </AppLink>
            {!readOnly && (
              <>
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => setDeleting(true)}
                  disabled={busy}
                  data-testid="editor-delete"
                >
                  {t('developers.editor.actions.delete')}
                </button>
                {kind === 'extension' && (
                  <AppLink
                    to={`/developers/upload/extension/${item.extensionId}`}
                    className="button button-secondary"
                    data-testid="editor-upload-package"
                  >
                    {t('developers.editor.actions.uploadPackage')}
                  </AppLink>
                )}
                {kind === 'extension' && hasPackageUpdate(item) && (
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void cancelUpdate.run()}
                    disabled={busy}
                    data-testid="editor-cancel-update"
                  >
                    {t('developers.editor.actions.cancelUpdate')}
                  </button>
                )}
                <button
                  type="submit"
                  className="button button-secondary"
                  disabled={busy}
                  data-testid="editor-save"
                >
                  {save.pending && saving === 'save'
                    ? t('developers.editor.actions.saving')
                    : t('developers.editor.actions.save')}
                </button>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={onRequestReview}
                  disabled={busy || inReview}
                  data-testid="editor-request-review"
                >
                  {save.pending && saving === 'review'
                    ? t('developers.editor.actions.requesting')
                    : inReview
                      ? t('developers.editor.actions.inReview')
                      : t('developers.editor.actions.requestReview')}
                </button>
              </>
            )}
          </div>
        </footer>
      </form>

      <DeleteListingDialogs
        item={item}
        kind={kind}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          leaveAllowed.current = true;
        }}
      />
      <Dialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.();
        }}
        title={t('developers.editor.leave.title')}
        testId="editor-leave-dialog"
        actions={
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => blocker.reset?.()}
              data-testid="editor-leave-stay"
            >
              {t('developers.editor.leave.stay')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => blocker.proceed?.()}
              data-testid="editor-leave-confirm"
            >
              {t('developers.editor.leave.leave')}
            </button>
          </>
        }
      >
        <p>{t('developers.editor.leave.message')}</p>
      </Dialog>
    </div>
  );
}

function FieldMessage({
  id,
  error,
  hint,
  testId,
}: {
  id: string;
  error: string | null;
  hint?: string;
  testId: string;
}) {
  if (!error && !hint) return <p id={id} hidden />;
  return (
    <p
      id={id}
      className={error ? styles.error : styles.hint}
      data-testid={error ? testId : undefined}
    >
      {error ?? hint}
    </p>
  );
}
