import type { CurationItem } from '@lagoon/contract';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { AlertIcon } from '../../../components/icons';
import { useSnackbar } from '../../../components/snackbar';
import { Spinner } from '../../../components/spinner';
import type { Translate } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { isApiError } from '../../../lib/api-error';
import type { Read } from '../../../lib/read';
import { useWrite } from '../../../lib/use-write';
import styles from './curation.module.css';

/** Rules the server refuses a curation change by, sent as the code of the refused field. */
const PROBLEM_KEYS = [
  'admin.curation.reason.max',
  'admin.curation.linkUrl.required',
  'admin.curation.linkUrl.invalid',
  'admin.curation.schedule.invalid',
  'admin.curation.schedule.order',
  'admin.curation.title.required',
  'admin.curation.title.max',
  'admin.curation.description.max',
  'admin.curation.backgroundColor.invalid',
  'admin.curation.image.required',
  'admin.curation.image.invalid',
  'admin.curation.banner.invalid',
  'admin.curation.order.stale',
  'admin.curation.winners.duplicate',
  'admin.curation.category.code.invalid',
  'admin.curation.category.name.required',
  'admin.curation.category.name.max',
  'admin.curation.mobileSite.name.required',
  'admin.curation.mobileSite.name.max',
  'admin.curation.mobileSite.url.required',
  'admin.curation.mobileSite.url.invalid',
  'admin.curation.mobileSite.category.invalid',
  'admin.curation.mobileSite.language.invalid',
  'admin.curation.mobileSite.icon.required',
  'admin.curation.mobileSite.icon.invalid',
  'admin.curation.mobileSite.icon.size',
  'admin.curation.events.slug.invalid',
  'admin.curation.events.title.required',
  'admin.curation.events.title.max',
  'admin.curation.events.description.max',
  'admin.curation.events.items.duplicate',
  'admin.curation.events.items.max',
  'admin.curation.socialLinks.name.required',
  'admin.curation.socialLinks.name.max',
  'admin.curation.socialLinks.url.required',
  'admin.curation.socialLinks.url.invalid',
  'admin.curation.socialLinks.max',
] as const;
type ProblemKey = (typeof PROBLEM_KEYS)[number];

function isProblemKey(code: string): code is ProblemKey {
  return (PROBLEM_KEYS as readonly string[]).includes(code);
}

/**
 * The words for a failed change: the rule each refused field broke when the console knows it,
 * else the server's message for the error code.
 */
export function problemsOf(t: Translate, error: unknown): string[] {
  if (!isApiError(error)) return [t('errors.INTERNAL_ERROR')];
  const known = error.fields.map((issue) => issue.code).filter(isProblemKey);
  if (known.length > 0) return [...new Set(known.map((key) => t(key)))];
  if (error.code === 'INVALID_REQUEST') return [t('admin.curation.common.invalid')];
  return [t(`errors.${error.code}`)];
}

/**
 * A change of the storefront: on success it tells so, then the page reads its section (the
 * history included) and the console again, so the list shows the store as visitors now see it.
 */
export function useCurationChange<TInput, TResult>(
  run: (input: TInput) => Promise<TResult>,
  options: { done?: (result: TResult, input: TInput) => string; onDone?: () => void } = {},
) {
  const snackbar = useSnackbar();
  const { t } = useTranslation();
  return useWrite(run, {
    onSuccess: (result, input) => {
      snackbar.show(options.done?.(result, input) ?? t('admin.curation.common.saved'));
      options.onDone?.();
    },
  });
}

/**
 * A section's read: a spinner until it is there (and while a failed one is asked again), its
 * failure with a retry, else what the section draws with it.
 */
export function ReadView<T>({
  read,
  children,
}: {
  read: Read<T> | undefined;
  children: (data: T) => ReactNode;
}) {
  const revalidator = useRevalidator();
  if (!read || (read.error && revalidator.state === 'loading')) return <Spinner />;
  if (read.error) return <ErrorState error={read.error} onRetry={() => revalidator.revalidate()} />;
  return children(read.data);
}

/** The failure of the last attempt, announced to screen readers. */
export function ProblemAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const problems = problemsOf(t, error);
  return (
    <div className={styles.alert} role="alert" data-testid="curation-alert">
      <AlertIcon size={18} />
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** Up and down buttons of a row in an ordered list. */
export function OrderButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className={styles.order}>
      <button
        type="button"
        className="button button-ghost button-small"
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={t('admin.curation.common.moveUp', { name })}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button-ghost button-small"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={t('admin.curation.common.moveDown', { name })}
      >
        ↓
      </button>
    </span>
  );
}

/** The list with one entry moved. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}

/** A row's picture, or its empty tile (holding what stands in for it) when there is none. */
export function Tile({
  src,
  className,
  lazy = true,
  children,
}: {
  src: string | null;
  className: string | undefined;
  lazy?: boolean;
  children?: ReactNode;
}) {
  if (src)
    return <img className={className} src={src} alt="" loading={lazy ? 'lazy' : undefined} />;
  return (
    <span className={className} aria-hidden="true">
      {children}
    </span>
  );
}

/** An item's icon, name, id and whether visitors see it now. */
export function ItemSummary({ item }: { item: CurationItem }) {
  const { t } = useTranslation();
  const name = item.name ?? t('admin.curation.search.untitled');
  return (
    <span className={styles.item}>
      <Tile src={item.icon} className={styles.itemIcon} />
      <span className={styles.itemText}>
        <span className={styles.itemName}>{name}</span>
        <span className={styles.itemMeta}>
          {t(`admin.productType.${item.productType}`)} · <code>{item.extensionId}</code>
          {!item.listed && (
            <span className={styles.badgeMuted}> · {t('admin.curation.common.notListed')}</span>
          )}
        </span>
      </span>
    </span>
  );
}
