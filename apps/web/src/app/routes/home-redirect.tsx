import { AppNavigate } from '../../components/app-link';
import { Spinner } from '../../components/spinner';
import { useNotebookEdition } from '../../features/session';

/** / — web apps are the home of the notebook edition, extensions everywhere else. */
export function HomeRedirect() {
  const notebook = useNotebookEdition();
  if (notebook === undefined) return <Spinner />;
  return <AppNavigate to={notebook ? '/whaleapps' : '/extensions'} />;
}
