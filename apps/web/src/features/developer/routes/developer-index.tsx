import { AppNavigate } from '../../../components/app-link';
import { useSession } from '../../session';

/** /developers — the dashboard for developers, registration for everyone else. */
export function DeveloperIndex() {
  const { isDeveloper } = useSession();
  return <AppNavigate to={isDeveloper ? '/developers/dashboard' : '/developers/profile/new'} />;
}
