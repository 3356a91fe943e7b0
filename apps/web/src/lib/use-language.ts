import type { Language } from '@lagoon/contract';
import { useLocation } from 'react-router';
import { detectLanguage } from './language';
import { useRenderEnv } from './render-env';

/** The interface language of the current address (hl, else the browser's language). */
export function useLanguage(): Language {
  const { search } = useLocation();
  return detectLanguage(search, useRenderEnv().browserLanguage);
}
