import { createContext, type ReactNode, useContext } from 'react';

/**
 * What rendering may know about the visitor's browser. In the browser it is read from
 * `navigator`; on the server it comes from the request's headers, so a page rendered there
 * and the same page taking over in the browser draw the same thing.
 */
export interface RenderEnv {
  /** The language the browser asks for (navigator.language, or Accept-Language's first). */
  browserLanguage: string | undefined;
  userAgent: string;
}

export function browserRenderEnv(serverLanguage?: string): RenderEnv {
  return {
    // A page the server rendered keeps the language it was rendered in.
    browserLanguage: serverLanguage ?? navigator.language,
    userAgent: navigator.userAgent,
  };
}

const RenderEnvContext = createContext<RenderEnv | null>(null);

export function RenderEnvProvider({ env, children }: { env: RenderEnv; children: ReactNode }) {
  return <RenderEnvContext.Provider value={env}>{children}</RenderEnvContext.Provider>;
}

export function useRenderEnv(): RenderEnv {
  const env = useContext(RenderEnvContext);
  if (env) return env;
  // Components rendered on their own (tests) read the browser directly.
  return {
    browserLanguage: typeof navigator === 'undefined' ? undefined : navigator.language,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
}
