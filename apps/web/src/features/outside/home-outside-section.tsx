import { lazy, Suspense, useEffect, useState } from 'react';
import { loadChunk } from '../../lib/chunk-load';
import { useStoreConfig } from '../session';

const OutsideSection = lazy(() =>
  loadChunk(() => import('./outside-section')).then((module) => ({
    default: module.OutsideSection,
  })),
);

/**
 * The home page's place for items from elsewhere (outside-section.tsx). Only a managed
 * browser's companion can name the group whose items it shows, so the section's code, calls
 * and companion client are not part of the store's first page: they load once the page has
 * taken over in the browser, and only in a store that has a companion. The server and the
 * hydrating browser both draw nothing here, as the section does until the companion answers.
 */
export function HomeOutsideSection() {
  const companionId = useStoreConfig()?.companion?.id;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!companionId || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <OutsideSection />
    </Suspense>
  );
}
