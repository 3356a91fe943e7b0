/** Who is visiting and in which edition: shared by the shell and by every feature. */
export { creatorQueryOptions, getCreator, useCreator } from './api/get-creator';
export { getStoreConfig, storeConfigQueryOptions, useStoreConfig } from './api/get-store-config';
export { getUser, userQueryOptions, useUser } from './api/get-user';
export { logout } from './api/logout';
export { useNotebookEdition } from './edition';
export { goToLogin, loginUrl } from './login';
export { type Session, useSession } from './use-session';
