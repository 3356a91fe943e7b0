import type { Category, CreatorItemDetail, ItemLocale, ItemPatch } from '@lagoon/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { type ApiError, failureText, isApiError } from '../../../lib/api-error';
import { isErrorCode } from '../../../lib/error-response';
import { useLanguage } from '../../../lib/use-language';
import { useWrite } from '../../../lib/use-write';
import { patchCreatorItem } from '../api/publishing-api';
import {
  asksForChangeLog,
  changeLogMissing,
  keepsPreviousChangeLog,
  previousChangeLogs,
} from './change-log';
import { DeleteListingDialogs } from './delete-listing-dialogs';
import { DetailsSection } from './details-section';
import styles from './editor.module.css';
import { cancelPackageUpdate, type LocaleName, type RegionName } from './editor-api';
import { afterEdit, type EditorNotice } from './editor-feedback';
import { EditorFooter } from './editor-footer';
import { EditorHeader } from './editor-header';
import {
  buildPatch,
  type EditorKind,
  type EditorState,
  editorStateFromItem,
  isEmptyPatch,
  isItemLocale,
} from './editor-model';
import {
  type EditorFieldErrors,
  fieldErrorsFromIssues,
  firstInvalidField,
  missingForReview,
} from './editor-problems';
import { useLeaveGuard } from './leave-guard';
import { MediaSection } from './media-section';
import { TextsSection } from './texts-section';

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
 * The listing editor of one extension or web app. The form starts from the item
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

  // Leaving the editor with unsaved edits asks first; a deleted item has nothing left to keep.
  const leaveGuard = useLeaveGuard({ dirty, readOnly });

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
        // The server's headline names what is wrong ("This category is not one of …").
        setNotice({
          text: failureText(error, (code) => t(`errors.${code}`)),
          field: firstInvalidField(fieldErrors),
        });
      },
    },
  );

  const cancelUpdate = useWrite(() => cancelPackageUpdate(item.extensionId, language), {
    onSuccess: (saved) => {
      reload(saved);
      snackbar.show(t('developers.editor.updateCancelled'));
    },
    onError: (error) => {
      if (isRefusal(error)) {
        setNotice({ text: failureText(error, (code) => t(`errors.${code}`)), field: null });
      } else snackbar.show(t('developers.editor.saveFailed'));
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
          <TextsSection
            formId={formId}
            kind={kind}
            values={values}
            shownLocale={shownLocale}
            showLocale={setActiveLocale}
            update={update}
            register={register}
            message={message}
            localeName={localeName}
            askChangeLog={askChangeLog}
            keepChangeLog={keepChangeLog}
            onKeepChangeLog={setKeepChangeLog}
            previousLogs={previousLogs}
            readOnly={readOnly}
          />

          <DetailsSection
            formId={formId}
            values={values}
            update={update}
            register={register}
            message={message}
            categories={categories}
            regions={regions}
            readOnly={readOnly}
          />

          <MediaSection
            state={values}
            onChange={update}
            localeName={localeName}
            readOnly={readOnly}
            errorOf={message}
            register={register}
          />
        </fieldset>

        <EditorFooter
          item={item}
          kind={kind}
          notice={notice}
          dirty={dirty}
          readOnly={readOnly}
          busy={busy}
          saving={save.pending ? saving : null}
          onDelete={() => setDeleting(true)}
          onCancelUpdate={() => void cancelUpdate.run()}
          onRequestReview={onRequestReview}
        />
      </form>

      <DeleteListingDialogs
        item={item}
        kind={kind}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={leaveGuard.allowLeave}
      />
      {leaveGuard.dialog}
    </div>
  );
}
