/** Who is visiting and in which edition: shared by the shell and by every feature. */
export {
  creatorQuery,
  forgetCreator,
  getCreator,
  refreshCreator,
  setCreator,
  useCreator,
} from './api/get-creator';
export { getStoreConfig, storeConfigQuery, useStoreConfig } from './api/get-store-config';
export { getUser, refreshUser, userQuery, useUser } from './api/get-user';
export { logout } from './api/logout';
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
