import type { Language } from '@lagoon/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { GlobeIcon } from '../../components/icons';
import { LazyMenu } from '../../components/lazy-menu';
import { withLanguage } from '../../lib/language';
import { useLanguage } from '../../lib/use-language';
import styles from './header.module.css';

/** Switching language rewrites hl in the address, so the choice travels with every link. */
export function useSwitchLanguage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (language: Language) =>
    navigate({
      pathname: location.pathname,
      search: withLanguage(location.search, language),
      hash: location.hash,
    });
}

const loadLanguageMenu = () => import('./language-menu');

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <LazyMenu
      load={loadLanguageMenu}
      placeholder={(open) => (
        <button
          type="button"
          className={styles.navLink}
          aria-label={t('language.label')}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={open}
          data-testid="language-switch"
        >
          <GlobeIcon size={18} />
          <span className={styles.languageCode}>{language}</span>
        </button>
      )}
    />
  );
}
