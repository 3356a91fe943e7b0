import { AppLink } from '../../components/app-link';
import { Logo } from '../../components/logo';
import { SearchBox } from '../../features/search/components/search-box';
import { AccountArea } from './account-area';
import { DeveloperMenu } from './developer-menu';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { PrimaryNav } from './primary-nav';
import { ThemeSwitch } from './theme-switch';

export function Header() {
  return (
    <header className={styles.header} data-testid="header">
      <div className={styles.inner}>
        <AppLink to="/" className={styles.brand} data-testid="logo">
          <Logo />
        </AppLink>
        <PrimaryNav />
        <div className={styles.spacer} />
        <SearchBox />
        <div className={styles.tools}>
          <DeveloperMenu />
          <LanguageSwitch />
          <ThemeSwitch />
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
