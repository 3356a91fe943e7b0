import { LANGUAGES, Language } from '@lagoon/contract';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CheckIcon, GlobeIcon } from '../../components/icons';
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

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.navLink}
        aria-label={t('language.label')}
        data-testid="language-switch"
      >
        <GlobeIcon size={18} />
        <span className={styles.languageCode}>{language}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-content" align="end" sideOffset={8}>
          <DropdownMenu.Label className="menu-label">{t('language.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={language}
            onValueChange={(value) => {
              const parsed = Language.safeParse(value);
              if (parsed.success) switchLanguage(parsed.data);
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
