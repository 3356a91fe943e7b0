import { DRAFT_ID } from '@lagoon/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';

export type ItemKind = 'extension' | 'webapp';
export type ItemTask = 'upload' | 'edit';

/** Item ids in developer addresses: 32 characters; uploads may also use the literal "draft". */
const ITEM_ID = /^\w{32}$/;

export function isEditableItemId(task: ItemTask, extensionId: string | undefined): boolean {
  if (extensionId === undefined) return false;
  if (task === 'upload' && extensionId === DRAFT_ID) return true;
  return ITEM_ID.test(extensionId);
}

const TITLE_KEYS = {
  extension: { upload: 'uploadExtension', edit: 'editExtension' },
  webapp: { upload: 'uploadWebApp', edit: 'editWebApp' },
} as const;

/** Upload and edit pages of extensions and web apps. */
function ItemEditorPage({ kind, task }: { kind: ItemKind; task: ItemTask }) {
  const { t } = useTranslation();
  const { extensionId } = useParams();
  if (!isEditableItemId(task, extensionId)) return <NotFound />;
  return (
    <Page
      title={t(`developers.items.${TITLE_KEYS[kind][task]}`)}
      description={t('developers.items.description')}
      eyebrow={t('developers.title')}
      testId={`${task}-${kind}-page`}
    >
      <EmptyState />
    </Page>
  );
}

export function UploadExtensionPage() {
  return <ItemEditorPage kind="extension" task="upload" />;
}

export function EditExtensionPage() {
  return <ItemEditorPage kind="extension" task="edit" />;
}

export function UploadWebAppPage() {
  return <ItemEditorPage kind="webapp" task="upload" />;
}

export function EditWebAppPage() {
  return <ItemEditorPage kind="webapp" task="edit" />;
}
