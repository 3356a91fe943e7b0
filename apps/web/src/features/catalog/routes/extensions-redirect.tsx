import { EXTENSION_SORTS } from '@lagoon/contract';
import { useState } from 'react';
import { AppNavigate } from '../../../components/app-link';

/** /extensions sends half the visitors to the new list and half to the popular one. */
export function ExtensionsRedirect() {
  const [sort] = useState(() => EXTENSION_SORTS[Math.random() < 0.5 ? 0 : 1]);
  return <AppNavigate to={`/extensions/${sort}`} />;
}
