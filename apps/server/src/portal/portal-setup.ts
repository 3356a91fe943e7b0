import type { SignInDevices } from './sign-in-devices.js';
import type { SignInLimits, SignUpLimits } from './sign-in-limits.js';

/**
 * What the portal's pages share: cookie security, the attempt limits, the browsers accounts
 * signed in from and the SSO name.
 */
export interface PortalSetup {
  /** Session cookies are Secure (the store is served over HTTPS). */
  secure: boolean;
  /** Password guesses (sign-in, password change), shared by every server. */
  signInLimits: SignInLimits;
  /** Sign-up probes, shared by every server. */
  signUpLimits: SignUpLimits;
  /** The device cookies of browsers that signed in to an account before. */
  devices: SignInDevices;
  /** The single sign-on provider's name for the sign-in page, when there is one. */
  sso: string | undefined;
}
