import type { CreatedAccessToken } from '@lagoon/contract';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { DialogButtons } from '../../components/dialog-buttons';
import { useTranslation } from '../../i18n/react';
import { isApiError } from '../../lib/api-error';
import { useWrite } from '../../lib/use-write';
import {
  EXPIRY_CHOICES,
  expiryDateRange,
  initialTokenForm,
  scopeChoices,
  type TokenFormState,
  tokenFormProblems,
  tokenInput,
  withScope,
} from './token-form';
import styles from './tokens.module.css';
import { createToken, type TokenArea } from './tokens-api';

/**
 * "Create token": a name, the scopes and when it expires (30, 90 or 365 days, or a date within a
 * year). Once made, the same dialog shows the secret, this once, with a copy button; closing it
 * forgets the secret.
 */
export function CreateTokenDialog({
  area,
  open,
  onOpenChange,
}: {
  area: TokenArea;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const close = () => {
    setCreated(null);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t(created ? `${area}.tokens.created.title` : `${area}.tokens.form.title`)}
      width={560}
      testId="token-create-dialog"
      actions={
        created ? (
          <button
            type="button"
            className="button button-primary"
            onClick={close}
            data-testid="token-created-done"
          >
            {t(`${area}.tokens.created.done`)}
          </button>
        ) : undefined
      }
    >
      {created ? (
        <CreatedSecret area={area} created={created} />
      ) : (
        open && <TokenForm area={area} onCancel={close} onCreated={setCreated} />
      )}
    </Dialog>
  );
}

function TokenForm({
  area,
  onCancel,
  onCreated,
}: {
  area: TokenArea;
  onCancel: () => void;
  onCreated: (created: CreatedAccessToken) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<TokenFormState>(() => initialTokenForm(area));
  const [tried, setTried] = useState(false);
  const create = useWrite((input: NonNullable<ReturnType<typeof tokenInput>>) =>
    createToken(area, input),
  );
  const today = new Date();
  const problems = tried ? tokenFormProblems(form, today) : [];
  const range = expiryDateRange(today);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const input = tokenInput(form, new Date());
    if (!input || create.pending) return;
    const answer = await create.run(input);
    if (answer) onCreated(answer);
  };
  const failure = create.error
    ? t(`errors.${isApiError(create.error) ? create.error.code : 'INTERNAL_ERROR'}`)
    : null;
  const formId = `${id}-form`;
  return (
    <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {t(`${area}.tokens.form.name`)}
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          value={form.name}
          maxLength={64}
          autoComplete="off"
          aria-invalid={problems.includes('name') || undefined}
          aria-describedby={`${id}-name-hint`}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
          data-testid="token-name-input"
        />
        <span
          id={`${id}-name-hint`}
          className={problems.includes('name') ? styles.problem : styles.hint}
        >
          {t(
            problems.includes('name')
              ? `${area}.tokens.form.nameProblem`
              : `${area}.tokens.form.nameHint`,
          )}
        </span>
      </div>
      <fieldset className={styles.field}>
        <legend className={styles.label}>{t(`${area}.tokens.form.scopes`)}</legend>
        {scopeChoices(area).map((scope) => (
          <label key={scope} className={styles.check}>
            <input
              type="checkbox"
              checked={form.scopes.includes(scope)}
              onChange={(event) => setForm(withScope(form, scope, event.target.checked))}
              data-testid={`token-scope-${scope}`}
            />
            <span>
              {t(`${area}.tokens.scopes.${scope}`)} <code>{scope}</code>
            </span>
          </label>
        ))}
        {problems.includes('scopes') && (
          <span className={styles.problem}>{t(`${area}.tokens.form.scopesProblem`)}</span>
        )}
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-expiry`}>
          {t(`${area}.tokens.form.expiry`)}
        </label>
        <select
          id={`${id}-expiry`}
          className={styles.select}
          value={form.expiry}
          onChange={(event) =>
            setForm({ ...form, expiry: event.target.value as TokenFormState['expiry'] })
          }
          data-testid="token-expiry"
        >
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 'date'
                ? t(`${area}.tokens.form.date`)
                : t(`${area}.tokens.form.days`, { count: Number(choice) })}
            </option>
          ))}
        </select>
      </div>
      {form.expiry === 'date' && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-date`}>
            {t(`${area}.tokens.form.dateLabel`)}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={styles.input}
            min={range.min}
            max={range.max}
            value={form.date}
            aria-invalid={problems.includes('date') || undefined}
            onChange={(event) => setForm({ ...form, date: event.target.value })}
            data-testid="token-date"
          />
          {problems.includes('date') && (
            <span className={styles.problem}>{t(`${area}.tokens.form.dateProblem`)}</span>
          )}
        </div>
      )}
      {failure && (
        <p className={styles.problem} role="alert" data-testid="token-create-error">
          {failure}
        </p>
      )}
      <div className={styles.formActions}>
        <DialogButtons
          onCancel={onCancel}
          label={t(`${area}.tokens.form.submit`)}
          pendingLabel={t(`${area}.tokens.form.submitting`)}
          pending={create.pending}
          form={formId}
          testId="token-create-submit"
        />
      </div>
    </form>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

function CreatedSecret({ area, created }: { area: TokenArea; created: CreatedAccessToken }) {
  const { t } = useTranslation();
  const id = useId();
  const [copy, setCopy] = useState<CopyState>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.warning} data-testid="token-secret-warning">
        {t(`${area}.tokens.created.warning`)}
      </p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-secret`}>
          {t(`${area}.tokens.created.secretLabel`, { name: created.token.name })}
        </label>
        <div className={styles.secretRow}>
          <input
            id={`${id}-secret`}
            className={`${styles.input} ${styles.secret}`}
            value={created.secret}
            readOnly
            onFocus={(event) => event.target.select()}
            data-testid="token-secret"
          />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void onCopy()}
            data-testid="token-copy"
          >
            {t(copy === 'copied' ? `${area}.tokens.created.copied` : `${area}.tokens.created.copy`)}
          </button>
        </div>
        <span className={styles.hint} role="status">
          {copy === 'failed' ? t(`${area}.tokens.created.copyFailed`) : ''}
        </span>
      </div>
    </div>
  );
}
