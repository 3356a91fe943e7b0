import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearNetworkErrors } from '../../lib/network-error-store';

/** A stored load failure belongs to the page it happened on: every route change clears it. */
export function useClearNetworkErrors() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => {
    clearNetworkErrors();
  }, [pathname]);
}
