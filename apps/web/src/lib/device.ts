/** What decides whether the store may show itself: it is desktop-only. */
export interface DeviceTraits {
  userAgent: string;
  coarsePointer: boolean;
  viewportWidth: number;
}

const MOBILE_USER_AGENT = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|Opera Mini|Mobi/i;
const MOBILE_MAX_WIDTH = 768;

/** True for phones: a mobile user agent, or a touch-only screen narrower than a tablet. */
export function isMobileDevice(traits: DeviceTraits): boolean {
  if (MOBILE_USER_AGENT.test(traits.userAgent)) return true;
  return traits.coarsePointer && traits.viewportWidth < MOBILE_MAX_WIDTH;
}

export function currentDeviceTraits(): DeviceTraits {
  return {
    userAgent: window.navigator.userAgent,
    coarsePointer: window.matchMedia('(pointer: coarse)').matches,
    viewportWidth: window.innerWidth,
  };
}
