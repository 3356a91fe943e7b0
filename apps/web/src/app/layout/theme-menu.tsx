import { DropdownMenu } from 'radix-ui';
import { MoonIcon, SunIcon } from '../../components/icons';
import type { MenuProps } from '../../components/lazy-menu';
import { CheckIcon, MonitorIcon } from '../../components/more-icons';
import { useTranslation } from '../../i18n/react';
import { isThemePreference, THEME_PREFERENCES } from '../../lib/theme';
import { useTheme } from '../theme-provider';
import { ThemeIcon } from './theme-icon';

const PREFERENCE_ICONS = { system: MonitorIcon, light: SunIcon, dark: MoonIcon } as const;

/** The theme menu; it loads when first opened (see ThemeSwitch). */
export default function ThemeMenu({ defaultOpen }: MenuProps) {
  const { t } = useTranslation();
  const { preference, setPreference } = useTheme();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className="icon-button"
        aria-label={t('theme.label')}
        data-testid="theme-switch"
        data-theme-preference={preference}
      >
        <ThemeIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-content" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu-label">{t('theme.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={preference}
            onValueChange={(value) => {
              if (isThemePreference(value)) setPreference(value);
            }}
          >
            {THEME_PREFERENCES.map((option) => {
              const Icon = PREFERENCE_ICONS[option];
              return (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  className="menu-item"
                  data-testid={`theme-option-${option}`}
                >
                  <Icon size={18} />
                  {t(`theme.${option}`)}
                  <DropdownMenu.ItemIndicator className="menu-indicator">
                    <CheckIcon size={16} />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
