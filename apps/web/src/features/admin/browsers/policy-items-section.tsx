import {
  type CategoryType,
  INSTALL_POLICIES,
  type InstallPolicy,
  type PolicyItem,
} from '@lagoon/contract';
import { useId, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { DataTable } from '../../../components/data-table';
import { ProductIcon } from '../../../components/product/product-icon';
import { useSnackbar } from '../../../components/snackbar';
import { useTranslation } from '../../../i18n/react';
import { useLanguage } from '../../../lib/use-language';
import { useWrite } from '../../../lib/use-write';
import styles from '../admin.module.css';
import { ItemSearch } from '../curation/item-search';
import {
  installPolicyChoices,
  installPolicyProblem,
  knownProductType,
  policyEffect,
  sortPolicyItems,
} from './browser-policy';
import own from './browsers.module.css';
import { setInstallPolicy } from './browsers-api';

/**
 * The kinds of item the policy can install: extensions (sidebars too), themes with a browser
 * theme package (a CRX like any extension) and web apps. The search offers only what browsers
 * could install, so wallpapers without a package never appear.
 */
const ADD_KINDS = ['extension', 'theme', 'app'] as const satisfies readonly CategoryType[];
type AddKind = (typeof ADD_KINDS)[number];
const INSTALL_AS = ['preinstalled', 'required'] as const satisfies readonly InstallPolicy[];

interface InstallPolicyChange {
  extensionId: string;
  name: string;
  installPolicy: InstallPolicy;
}

/**
 * An install-policy change; on success the page reads the overview and the policy file again,
 * so the list and the file show the policy as it now is.
 */
function useInstallPolicyChange() {
  const { t } = useTranslation();
  const language = useLanguage();
  const snackbar = useSnackbar();
  return useWrite(
    (change: InstallPolicyChange) =>
      setInstallPolicy(change.extensionId, change.installPolicy, language),
    {
      onSuccess: (_, change) => {
        snackbar.show(
          t(`admin.browsers.items.saved.${change.installPolicy}`, { name: change.name }),
        );
      },
    },
  );
}

/** The items the policy names, each with its install policy, and a way to add one. */
export function PolicyItemsSection({ items }: { items: readonly PolicyItem[] }) {
  const { t, i18n } = useTranslation();
  const change = useInstallPolicyChange();
  const sorted = sortPolicyItems(items, i18n.language);
  return (
    <>
      <section className={styles.section} aria-labelledby="browsers-items">
        <h2 id="browsers-items" className={styles.sectionTitle}>
          {t('admin.browsers.items.title')}{' '}
          <span className={styles.count}>
            {t('admin.browsers.items.count', { count: items.length })}
          </span>
        </h2>
        <ChangeProblem error={change.error} testId="policy-items-error" />
        {sorted.length === 0 ? (
          <p className={styles.muted} data-testid="policy-items-empty">
            {t('admin.browsers.items.empty')}
          </p>
        ) : (
          <PolicyItemsTable
            items={sorted}
            pending={change.pending}
            onChange={(item, installPolicy) =>
              void change.run({ extensionId: item.extensionId, name: item.name, installPolicy })
            }
          />
        )}
      </section>
      <AddPolicyItem items={items} />
    </>
  );
}

function ProductTypeName({ productType }: { productType: string }) {
  const { t } = useTranslation();
  const known = knownProductType(productType);
  return known ? t(`admin.productType.${known}`) : productType;
}

/** Why the last change was refused: the server's word, or the rule it broke. */
function ChangeProblem({ error, testId }: { error: unknown; testId: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className={styles.formAlert} role="alert" data-testid={testId}>
      {t(installPolicyProblem(error))}
    </p>
  );
}

function PolicyItemsTable({
  items,
  pending,
  onChange,
}: {
  items: readonly PolicyItem[];
  pending: boolean;
  onChange: (item: PolicyItem, installPolicy: InstallPolicy) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <DataTable
      caption={t('admin.browsers.items.caption')}
      testId="policy-items"
      columns={
        <>
          <th scope="col">{t('admin.browsers.items.columns.item')}</th>
          <th scope="col">{t('admin.browsers.items.columns.effect')}</th>
          <th scope="col">{t('admin.browsers.items.columns.installPolicy')}</th>
        </>
      }
    >
      {items.map((item) => {
        const effect = policyEffect(item);
        const selectId = `${id}-${item.extensionId}`;
        return (
          <tr key={item.extensionId} data-testid="policy-item" data-extension-id={item.extensionId}>
            <th scope="row">
              <div className={styles.itemCell}>
                <ProductIcon src={item.icon} name={item.name} size={40} />
                <div className={styles.itemText}>
                  <AppLink to={`/admin/items/${item.extensionId}`} className={styles.itemName}>
                    {item.name}
                  </AppLink>
                  <span className={styles.mono}>{item.extensionId}</span>
                  <span className={styles.badges}>
                    <span className={styles.badge}>
                      <ProductTypeName productType={item.productType} />
                    </span>
                  </span>
                </div>
              </div>
            </th>
            <td>
              <span
                className={styles.badge}
                data-tone={item.blocked ? 'danger' : effect === 'none' ? undefined : 'primary'}
                data-testid="policy-item-effect"
                data-effect={effect}
              >
                {t(`admin.browsers.effect.${effect}`)}
              </span>
            </td>
            <td>
              <InstallPolicyCell
                item={item}
                selectId={selectId}
                pending={pending}
                onChange={onChange}
              />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/**
 * The install policy of one row: a choice among what the item allows, with why browsers could
 * not install it when they could not (then no choice but going back to none is offered).
 */
function InstallPolicyCell({
  item,
  selectId,
  pending,
  onChange,
}: {
  item: PolicyItem;
  selectId: string;
  pending: boolean;
  onChange: (item: PolicyItem, installPolicy: InstallPolicy) => void;
}) {
  const { t } = useTranslation();
  const { choices, refusal } = installPolicyChoices(item);
  const hintId = `${selectId}-hint`;
  const hints = [
    ...(refusal ? [t(`errors.${refusal}`)] : []),
    ...(item.blocked ? [t('admin.browsers.items.blockedHint')] : []),
  ];
  const hint =
    hints.length > 0 ? (
      <span id={hintId} className={styles.hint} data-testid="policy-item-refusal">
        {hints.join(' ')}
      </span>
    ) : null;
  if (choices.length === 0) {
    return (
      <div className={own.cellField} data-refusal={refusal ?? undefined}>
        <span className={styles.muted}>{t('admin.browsers.items.notByPolicy')}</span>
        {hint}
      </div>
    );
  }
  return (
    <div className={own.cellField} data-refusal={refusal ?? undefined}>
      <label htmlFor={selectId} className="visually-hidden">
        {t('admin.browsers.items.installPolicyOf', { name: item.name })}
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={item.installPolicy}
        disabled={pending}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const next = INSTALL_POLICIES.find((value) => value === event.target.value);
          if (next && next !== item.installPolicy) onChange(item, next);
        }}
        data-testid="policy-item-install-policy"
      >
        {choices.map((value) => (
          <option key={value} value={value}>
            {t(`admin.browsers.installPolicy.${value}`)}
          </option>
        ))}
      </select>
      {hint}
    </div>
  );
}

/** Finds a published extension, theme or web app and gives it an install policy. */
function AddPolicyItem({ items }: { items: readonly PolicyItem[] }) {
  const { t } = useTranslation();
  const id = useId();
  const change = useInstallPolicyChange();
  const [kind, setKind] = useState<AddKind>('extension');
  const [installAs, setInstallAs] = useState<(typeof INSTALL_AS)[number]>('preinstalled');
  const installed = new Set(
    items.filter((item) => item.installPolicy !== 'none').map((item) => item.extensionId),
  );
  return (
    <section className={styles.card} aria-labelledby="browsers-add" data-testid="policy-add">
      <h2 id="browsers-add" className={styles.subheading}>
        {t('admin.browsers.add.title')}
      </h2>
      <p className={styles.hint}>{t('admin.browsers.add.hint')}</p>
      <div className={styles.filters}>
        <div className={`${styles.field} ${styles.selectField}`}>
          <label htmlFor={`${id}-kind`} className={styles.label}>
            {t('admin.browsers.add.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className={styles.select}
            value={kind}
            onChange={(event) =>
              setKind(ADD_KINDS.find((value) => value === event.target.value) ?? 'extension')
            }
            data-testid="policy-add-kind"
          >
            {ADD_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.browsers.add.kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.field} ${styles.selectField}`}>
          <label htmlFor={`${id}-as`} className={styles.label}>
            {t('admin.browsers.add.installAs')}
          </label>
          <select
            id={`${id}-as`}
            className={styles.select}
            value={installAs}
            onChange={(event) =>
              setInstallAs(
                INSTALL_AS.find((value) => value === event.target.value) ?? 'preinstalled',
              )
            }
            data-testid="policy-add-install-as"
          >
            {INSTALL_AS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.browsers.installPolicy.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ItemSearch
        type={kind}
        actionLabel={t('admin.browsers.add.choose')}
        skip={(item) => installed.has(item.extensionId)}
        disabled={change.pending}
        installable
        onChoose={(item) =>
          void change.run({
            extensionId: item.extensionId,
            name: item.name ?? item.extensionId,
            installPolicy: installAs,
          })
        }
        testId="policy-search"
      />
      <ChangeProblem error={change.error} testId="policy-add-error" />
    </section>
  );
}
