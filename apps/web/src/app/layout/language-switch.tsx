import { GlobeIcon } from '../../components/icons';
import { LazyMenu } from '../../components/lazy-menu';
import { useTranslation } from '../../i18n/react';
import { useLanguage } from '../../lib/use-language';
import styles from './header.module.css';

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
