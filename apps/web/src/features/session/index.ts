/** Who is visiting and in which edition: shared by the shell and by every feature. */
export {
  CREATOR_QUERY_KEY,
  creatorQueryOptions,
  getCreator,
  useCreator,
} from './api/get-creator';
export { getStoreConfig, storeConfigQueryOptions, useStoreConfig } from './api/get-store-config';
export { getUser, userQueryOptions, useUser } from './api/get-user';
export { logout } from './api/logout';
export {
  type CreatorState,
  hasAgreedToTerms,
  isNotACreatorError,
  readCreatorState,
} from './creator-state';
export { useNotebookEdition } from './edition';
export {
  DEFAULT_LOGIN_URL,
  DEFAULT_LOGOUT_URL,
  goToLogin,
  loginUrl,
  usePortalUrls,
} from './login';
export { type Session, useSession } from './use-session';
