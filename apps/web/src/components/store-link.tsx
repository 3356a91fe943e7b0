import type { ReactNode } from 'react';
import { resolveStoreLink } from '../lib/store-link';
import { AppLink } from './app-link';
import { ExternalIcon } from './icons';

interface StoreLinkProps {
  /** A configured address: an in-store path or an absolute URL. */
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  testId?: string;
  /** Size of the "leaves the store" icon shown after external links; none when omitted. */
  externalIconSize?: number;
}

/**
 * A link whose address comes from configuration: in-store addresses navigate inside the app
 * (keeping hl), other sites open in a new tab without access to this window. Unusable
 * addresses render nothing.
 */
export function StoreLink({ href, children, className, testId, externalIconSize }: StoreLinkProps) {
  const target = resolveStoreLink(href);
  if (!target) return null;
  if (target.kind === 'internal') {
    return (
      <AppLink to={target.to} className={className} data-testid={testId}>
        {children}
      </AppLink>
    );
  }
  return (
    <a
      href={target.href}
      className={className}
      data-testid={testId}
      {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {target.newTab && externalIconSize !== undefined && <ExternalIcon size={externalIconSize} />}
    </a>
  );
}
