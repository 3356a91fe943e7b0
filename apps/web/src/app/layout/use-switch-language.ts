import type { Language } from '@lagoon/contract';
import { useLocation, useNavigate } from 'react-router';
import { withLanguage } from '../../lib/language';

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
