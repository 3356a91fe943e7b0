import {
  type DeclaredPermissions,
  type PermissionWarning,
  permissionWarnings,
} from '@lagoon/contract';
import type { Translate } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import styles from './package-details.module.css';

/** A site as a warning names it: a host, or "all example.com sites" for a whole domain. */
function siteName(host: string, t: Translate): string {
  return host.startsWith('*.') ? t('permissions.allSites', { domain: host.slice(2) }) : host;
}

/** One warning in the interface language; the site warnings name their first sites. */
export function warningText(warning: PermissionWarning, t: Translate): string {
  const [first = '', second = '', third = ''] = warning.hosts.map((host) => siteName(host, t));
  switch (warning.key) {
    case 'hosts1':
      return t('permissions.warning.hosts1', { first });
    case 'hosts2':
      return t('permissions.warning.hosts2', { first, second });
    case 'hosts3':
      return t('permissions.warning.hosts3', { first, second, third });
    case 'hostsMany':
      return t('permissions.warning.hostsMany', {
        first,
        second,
        count: warning.hosts.length - 2,
      });
    default:
      return t(`permissions.warning.${warning.key}`);
  }
}

/**
 * What installing the extension lets it do, in the words of the browser's own install prompt
 * (the rules are the contract's permissionWarnings), or that it needs nothing special. A
 * warning naming more sites than its sentence holds lists them all on request. The detail page
 * and the sidebar's detail show this same list.
 */
export function PermissionList({ permissions, hostPermissions }: DeclaredPermissions) {
  const { t } = useTranslation();
  const warnings = permissionWarnings({ permissions, hostPermissions });
  if (warnings.length === 0) {
    return (
      <p className={styles.muted} data-testid="permissions-none">
        {t('permissions.none')}
      </p>
    );
  }
  return (
    <div className={styles.permissions}>
      <p className={styles.muted}>{t('permissions.intro')}</p>
      <ul className={styles.warnings} data-testid="permission-warnings">
        {warnings.map((warning) => (
          <li key={warning.key} data-testid="permission-warning" data-key={warning.key}>
            {warningText(warning, t)}
            {warning.key === 'hostsMany' && (
              <details className={styles.more}>
                <summary>{t('permissions.showSites', { count: warning.hosts.length })}</summary>
                <ul className={styles.sites} data-testid="permission-sites">
                  {warning.hosts.map((host) => (
                    <li key={host}>{siteName(host, t)}</li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The permissions and host patterns the package's manifest declares, as written, folded away:
 * for those who want more than the warnings (the permissions that need none are here too).
 */
export function ManifestDeclarations({ permissions, hostPermissions }: DeclaredPermissions) {
  const { t } = useTranslation();
  if (permissions.length === 0 && hostPermissions.length === 0) return null;
  return (
    <details className={styles.more} data-testid="manifest-declarations">
      <summary>{t('permissions.declared')}</summary>
      <dl className={styles.declared}>
        {permissions.length > 0 && (
          <div>
            <dt>{t('permissions.declaredPermissions')}</dt>
            <dd>
              {permissions.map((permission) => (
                <code key={permission}>{permission}</code>
              ))}
            </dd>
          </div>
        )}
        {hostPermissions.length > 0 && (
          <div>
            <dt>{t('permissions.declaredSites')}</dt>
            <dd>
              {hostPermissions.map((pattern) => (
                <code key={pattern}>{pattern}</code>
              ))}
            </dd>
          </div>
        )}
      </dl>
    </details>
  );
}
