import type { ReactNode } from 'react';
import { AppLink } from '../app-link';

/**
 * A banner's link: the server makes links to store pages relative, so those navigate inside
 * the app keeping hl; absolute links (event pages, other sites) are ordinary links.
 */
export function BannerLink({
  href,
  className,
  children,
  testId,
  label,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  testId?: string;
  label?: string;
}) {
  // Event pages live outside the app: they load as ordinary pages.
  const inStore = href.startsWith('/') && !href.startsWith('//') && !/^\/event(\/|$)/.test(href);
  if (inStore) {
    return (
      <AppLink to={href} className={className} data-testid={testId} aria-label={label}>
        {children}
      </AppLink>
    );
  }
  const safe = /^(https?:\/\/|\/)/i.test(href) ? href : undefined;
  return (
    <a href={safe} className={className} data-testid={testId} aria-label={label}>
      {children}
    </a>
  );
}
