import { LANGUAGES } from '@lagoon/contract';
import { DropdownMenu } from 'radix-ui';
import { GlobeIcon } from '../../components/icons';
import type { MenuProps } from '../../components/lazy-menu';
import { CheckIcon } from '../../components/more-icons';
import { useTranslation } from '../../i18n/react';
import { isOneOf } from '../../lib/one-of';
import { useLanguage } from '../../lib/use-language';
import styles from './header.module.css';
import { useSwitchLanguage } from './use-switch-language';

/** The language menu; it loads when first opened (see LanguageSwitch). */
export default function LanguageMenu({ defaultOpen }: MenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.navLink} data-testid="language-switch">
        <GlobeIcon size={18} />
        {/* The name reads "Language en", so it contains the code the button shows. */}
        <span className="visually-hidden">{t('language.label')} </span>
        <span className={styles.languageCode}>{language}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-content" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu-label">{t('language.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={language}
            onValueChange={(value) => {
              if (isOneOf(LANGUAGES, value)) switchLanguage(value);
            }}
          >
            {LANGUAGES.map((option) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                className="menu-item"
                lang={option}
                data-testid={`language-option-${option}`}
              >
                {t(`language.${option}`)}
                <DropdownMenu.ItemIndicator className="menu-indicator">
                  <CheckIcon size={16} />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
