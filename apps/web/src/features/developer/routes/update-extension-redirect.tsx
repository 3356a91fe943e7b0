import { useParams } from 'react-router';
import { AppNavigate } from '../../../components/app-link';

/**
 * /developers/extensions/:extensionId/update — where the update of an existing extension
 * starts: its editor, which holds the package upload. Only hl travels on; the rest of the
 * query is accepted and not shown.
 */
export function UpdateExtensionRedirect() {
  const { extensionId = '' } = useParams();
  return <AppNavigate to={`/developers/edit/extension/${extensionId}`} />;
}
