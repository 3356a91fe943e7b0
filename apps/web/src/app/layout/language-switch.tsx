import type { Language } from '@lagoon/contract';
import { useLocation, useNavigate } from 'react-router';
import { GlobeIcon } from '../../components/icons';
import { LazyMenu } from '../../components/lazy-menu';
import { useTranslation } from '../../i18n/react';
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
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={open}
          data-testid="language-switch"
        >
          <GlobeIcon size={18} />
          {/* The name reads "Language en", so it contains the code the button shows. */}
          <span className="visually-hidden">{t('language.label')} </span>
          <span className={styles.languageCode}>{language}</span>
        </button>
      )}
    />
  );
}
