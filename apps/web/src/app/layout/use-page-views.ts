import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { reportPageView } from '../../lib/analytics';
import { api } from '../../lib/api-client';
import { isRedirectMatch } from '../../lib/route-handle';
import { useLanguage } from '../../lib/use-language';

/**
 * Reports a page view each time the visitor settles on a page. Redirect routes (/, /extensions,
 * ...) are skipped, and so is anything left before the router is idle again.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const redirect = isRedirectMatch(useMatches());
  const language = useLanguage();
  const languageRef = useRef(language);
  languageRef.current = language;

  useEffect(() => {
    if (redirect || navigation.state !== 'idle') return;
    const timer = setTimeout(() => reportPageView(api, pathname, languageRef.current), 0);
    return () => clearTimeout(timer);
  }, [pathname, navigation.state, redirect]);
}
