import { isExtensionId } from '@lagoon/contract';
import { useEffect } from 'react';
import { useLoaderData, useLocation, useParams, useRevalidator } from 'react-router';
import { AppNavigate } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/react';
import { isNotFoundError } from '../../../lib/api-error';
import { setNetworkError, useNetworkError } from '../../../lib/network-error-store';
import { editPath } from '../dashboard/dashboard-model';
import type { EditorData } from '../editor/editor-loaders';
import { type EditorKind, isWebAppItem } from '../editor/editor-model';
import { ListingEditor } from '../editor/listing-editor';
import { ReleaseSection } from '../editor/release-section';
import { VersionsSection } from '../editor/versions-section';

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
      {/* The form starts from the item once per item: reading it again after a save refreshes
          the header and the actions, never what the developer is typing. */}
      <EditorContent key={extensionId} kind={kind} />
    </Page>
  );
}

function EditorContent({ kind }: { kind: ItemKind }) {
  const data = useLoaderData() as EditorData | null;
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const networkError = useNetworkError(pathname);
  const error = data?.item.error;

  useEffect(() => {
    if (error && !isNotFoundError(error)) setNetworkError(pathname, error);
  }, [error, pathname]);

  // Null until the browser has read the item (the server reads nobody's items).
  if (!data) return <Spinner />;
  if (data.item.error) {
    if (isNotFoundError(data.item.error)) return <NotFound />;
    if (revalidator.state === 'loading') return <Spinner />;
    return (
      <ErrorState
        error={networkError ?? data.item.error}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  }
  const item = data.item.data;
  // A web app opened in the extension editor (or the other way round) goes to its own editor.
  const actualKind: ItemKind = isWebAppItem(item) ? 'webapp' : 'extension';
  if (actualKind !== kind) return <AppNavigate to={editPath(item)} />;
  const plan = data.rollback?.data;
  return (
    <>
      <ReleaseSection extensionId={item.extensionId} state={data.release?.data} />
      <ListingEditor
        item={item}
        kind={kind}
        categories={data.categories.data}
        locales={data.locales.data}
        regions={data.regions.data}
      />
      {plan && plan.versions.length > 0 && (
        <VersionsSection extensionId={item.extensionId} plan={plan} release={data.release?.data} />
      )}
    </>
  );
}

export function EditExtensionPage() {
  return <ItemEditorPage kind="extension" />;
}

export function EditWebAppPage() {
  return <ItemEditorPage kind="webapp" />;
}
