import { isExtensionId } from '@lagoon/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { isNotFoundError } from '../../../lib/api-client';
import { setNetworkError, useNetworkError } from '../../../lib/network-error-store';
import { useLanguage } from '../../../lib/use-language';
import { creatorItemQueryOptions } from '../api/publishing-api';
import { editPath } from '../dashboard/dashboard-model';
import { type EditorKind, isWebAppItem } from '../editor/editor-model';
import { ListingEditor } from '../editor/listing-editor';

export type ItemKind = EditorKind;

const TITLE_KEYS = {
  extension: 'developers.editor.editExtension',
  webapp: 'developers.editor.editWebApp',
} as const;

/**
 * /developers/edit/{extension|webapp}/:extensionId: the listing editor of one item. The route
 * table turns away ids of another shape; one no item can have is "Unable to access" at once.
 */
function ItemEditorPage({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation();
  const { extensionId = '' } = useParams();
  if (!isExtensionId(extensionId)) return <NotFound />;
  return (
    <Page
      title={t(TITLE_KEYS[kind])}
      description={t('developers.editor.description')}
      eyebrow={t('developers.title')}
      testId={`edit-${kind}-page`}
    >
      <EditorLoader key={extensionId} kind={kind} extensionId={extensionId} />
    </Page>
  );
}

function EditorLoader({ kind, extensionId }: { kind: ItemKind; extensionId: string }) {
  const language = useLanguage();
  const { pathname } = useLocation();
  const item = useQuery({
    ...creatorItemQueryOptions({ extensionId, published: false, language }),
    // Edits in progress live in the form; a refetch on focus would only move the header.
    refetchOnWindowFocus: false,
  });
  const networkError = useNetworkError(pathname);

  useEffect(() => {
    if (item.isError && !isNotFoundError(item.error)) setNetworkError(pathname, item.error);
  }, [item.isError, item.error, pathname]);

  // The form starts from the item once: wait for a fresh copy rather than start from the cache
  // (coming back from a package upload, the cached one is out of date).
  if (item.isPending || (item.isFetching && !item.isFetchedAfterMount)) return <Spinner />;
  if (item.isError) {
    if (isNotFoundError(item.error)) return <NotFound />;
    return <ErrorState error={networkError ?? item.error} onRetry={() => void item.refetch()} />;
  }
  // A web app opened in the extension editor (or the other way round) goes to its own editor.
  const actualKind: ItemKind = isWebAppItem(item.data) ? 'webapp' : 'extension';
  if (actualKind !== kind) return <AppNavigate to={editPath(item.data)} />;
  return <ListingEditor item={item.data} kind={kind} />;
}

export function EditExtensionPage() {
  return <ItemEditorPage kind="extension" />;
}

export function EditWebAppPage() {
  return <ItemEditorPage kind="webapp" />;
}
