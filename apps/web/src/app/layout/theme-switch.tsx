import { LazyMenu } from '../../components/lazy-menu';
import { useTranslation } from '../../i18n/react';
import { useTheme } from '../theme-provider';
import { ThemeIcon } from './theme-icon';

const loadThemeMenu = () => import('./theme-menu');

/** System, light or dark; the choice is kept in this browser. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { preference } = useTheme();
  return (
    <LazyMenu
      load={loadThemeMenu}
      placeholder={(open) => (
        <button
          type="button"
          className="icon-button"
          aria-label={t('theme.label')}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={open}
          data-testid="theme-switch"
          data-theme-preference={preference}
        >
          <ThemeIcon />
        </button>
      )}
    />
  );
}
