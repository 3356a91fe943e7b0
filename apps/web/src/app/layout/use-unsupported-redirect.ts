import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../components/app-link';
import { isSidebarPath } from '../../features/sidebar/sidebar-path';
import { isUnsupportedBrowser } from '../../lib/browser-bridge';

/**
 * Browsers that cannot install the store's items (Firefox, Safari) are sent to /unsupported
 * once, when the app starts; from there the visitor may still choose to browse. The sidebar
 * store is left alone: it is shown inside a browser's side panel, by the companion.
 */
export function useUnsupportedRedirect() {
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (pathname !== '/unsupported' && !isSidebarPath(pathname) && isUnsupportedBrowser()) {
      navigate('/unsupported', { replace: true });
    }
  }, [navigate, pathname]);
}
