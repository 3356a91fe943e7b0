/** Who is visiting and in which edition: shared by the shell and by every feature. */
export { getCreator } from './api/get-creator';
export {
  getStoreConfig,
  ROOT_ROUTE_ID,
  type RootData,
  useStoreConfig,
} from './api/get-store-config';
export { getUser } from './api/get-user';
export { logout } from './api/logout';
export {
  loadSession,
  SESSION_PATH,
  type SessionData,
  useLoadSession,
  useSessionData,
} from './api/session-data';
export {
  type CreatorState,
  hasAgreedToTerms,
  isNotACreatorError,
  readCreatorState,
} from './creator-state';
export { isNotebookEdition, useNotebookEdition } from './edition';
export {
  DEFAULT_LOGIN_URL,
  DEFAULT_LOGOUT_URL,
  goToLogin,
  loginUrl,
  usePortalUrls,
} from './login';
export { type Session, useSession } from './use-session';
