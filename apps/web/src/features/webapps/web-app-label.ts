import type { ProductType } from '@lagoon/contract';

/** APP is a "Whalebook App"; PWA and SHORTCUT are both shown as "Web App". */
export function webAppLabelKey(type: ProductType): 'webApps.whalebookApp' | 'webApps.webApp' {
  return type === 'app' ? 'webApps.whalebookApp' : 'webApps.webApp';
}
