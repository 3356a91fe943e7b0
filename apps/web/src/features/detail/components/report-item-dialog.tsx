import { ITEM_REPORT_REASONS, ITEM_REPORT_TEXT_MAX } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { DialogButtons } from '../../../components/dialog-buttons';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format-number';
import { useWrite } from '../../../lib/use-write';
import { fileItemReport } from '../api/item-reports';
import {
  checkItemReport,
  EMPTY_REPORT,
  type ItemReportDraft,
  type ItemReportOutcome,
  type ItemReportProblems,
  outcomeOfRefusal,
  problemsAfterChoosing,
  problemText,
  serverProblems,
  toItemReportInput,
} from '../item-report-form';
import styles from './report-item-dialog.module.css';

interface ReportItemDialogProps {
  extensionId: string;
  itemName: string;
  open: boolean;
  onClose: () => void;
  /** The report was filed, or the store said this visitor's report is still open. */
  onOutcome: (outcome: ItemReportOutcome) => void;
}

/**
 * The report dialog: what is wrong (one reason) and, in the visitor's words, the details
 * (required for "Something else"). The form checks what the store would refuse before sending;
 * a refusal the store names by field shows under that field. A report already open shows as
 * such instead of the form. A report changes nothing the page shows, so the page is not read
 * again afterwards.
 */
export default function ReportItemDialog({
  extensionId,
  itemName,
  open,
  onClose,
  onOutcome,
}: ReportItemDialogProps) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState<ItemReportDraft>(EMPTY_REPORT);
  const [problems, setProblems] = useState<ItemReportProblems>({});
  const [already, setAlready] = useState(false);
  const formId = useId();
  const reasonName = useId();
  const textId = useId();
  const reasonProblemId = useId();
  const textFootId = useId();
  const textProblemId = useId();

  const send = useWrite(
    (input: ReturnType<typeof toItemReportInput>) => fileItemReport(extensionId, input),
    {
      revalidate: false,
      onSuccess: () => {
        snackbar.show(t('itemReports.dialog.done'));
        onOutcome('filed');
        onClose();
      },
      onError: (error) => {
        if (outcomeOfRefusal(error) === 'already') {
          setAlready(true);
          onOutcome('already');
          return;
        }
        setProblems(serverProblems(error));
      },
    },
  );

  const close = (next: boolean) => {
    if (next || send.pending) return;
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.pending) return;
    const found = checkItemReport(draft);
    setProblems(found);
    send.reset();
    if (Object.keys(found).length > 0 || draft.reason === null) return;
    void send.run(toItemReportInput({ ...draft, reason: draft.reason }));
  };

  const length = draft.text.trim().length;
  const over = length > ITEM_REPORT_TEXT_MAX;
  const fieldProblems = problems.reason !== undefined || problems.text !== undefined;
  // A refusal that names no field of the form: the store's message for its code.
  const failure =
    send.error && !fieldProblems && outcomeOfRefusal(send.error) === null
      ? isApiError(send.error)
        ? t(`errors.${send.error.code}`)
        : t('errors.INTERNAL_ERROR')
      : null;

  if (already) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('itemReports.dialog.alreadyTitle')}
        testId="report-item-dialog"
        actions={
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('itemReports.dialog.close')}
          </button>
        }
      >
        <p data-testid="report-item-already">{t('itemReports.dialog.already')}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('itemReports.dialog.title', { name: itemName })}
      width={520}
      testId="report-item-dialog"
      actions={
        <DialogButtons
          onCancel={() => close(false)}
          label={t('itemReports.dialog.submit')}
          pendingLabel={t('itemReports.dialog.sending')}
          pending={send.pending}
          holdCancel
          form={formId}
          testId="report-item-submit"
        />
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{t('itemReports.dialog.intro')}</p>
        <fieldset
          className={styles.reasons}
          aria-describedby={problems.reason ? reasonProblemId : undefined}
        >
          <legend className={styles.legend}>{t('itemReports.dialog.reasonLabel')}</legend>
          {ITEM_REPORT_REASONS.map((value) => (
            <label key={value} className={styles.reason}>
              <input
                type="radio"
                name={reasonName}
                value={value}
                checked={draft.reason === value}
                aria-invalid={problems.reason ? true : undefined}
                onChange={() => {
                  setDraft({ ...draft, reason: value });
                  setProblems((shown) => problemsAfterChoosing(shown, value));
                }}
                data-testid={`report-item-reason-${value}`}
              />
              {t(`itemReports.dialog.reasons.${value}`)}
            </label>
          ))}
          <p
            id={reasonProblemId}
            className={styles.problem}
            data-testid="report-item-reason-problem"
          >
            {problems.reason ? problemText(t, problems.reason) : null}
          </p>
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={textId} className={styles.label}>
            {draft.reason === 'other'
              ? t('itemReports.dialog.textLabel')
              : t('itemReports.dialog.textOptional')}
          </label>
          <textarea
            id={textId}
            className={styles.textarea}
            rows={4}
            value={draft.text}
            required={draft.reason === 'other'}
            aria-invalid={over || problems.text ? true : undefined}
            aria-describedby={`${textFootId} ${textProblemId}`}
            onChange={(event) => {
              setDraft({ ...draft, text: event.target.value });
              if (problems.text) setProblems(({ reason }) => (reason ? { reason } : {}));
            }}
            data-testid="report-item-text"
          />
          <div id={textFootId} className={styles.fieldFoot}>
            <span>{t('itemReports.dialog.textHint')}</span>
            <span
              className={over ? `${styles.counter} ${styles.counterOver}` : styles.counter}
              data-testid="report-item-counter"
            >
              {t('itemReports.dialog.counter', {
                length: formatNumber(length, i18n.language),
                max: formatNumber(ITEM_REPORT_TEXT_MAX, i18n.language),
              })}
            </span>
          </div>
          <p id={textProblemId} className={styles.problem} data-testid="report-item-text-problem">
            {problems.text ? problemText(t, problems.text) : null}
          </p>
        </div>
        {failure && (
          <p className={styles.problem} role="alert" data-testid="report-item-error">
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
