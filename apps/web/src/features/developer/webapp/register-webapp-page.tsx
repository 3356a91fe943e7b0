import { useParams } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../i18n/react';
import { readUploadTarget } from '../upload/package-file';
import styles from './webapp.module.css';
import { DetailsStep } from './webapp-details-step';
import { UrlStep } from './webapp-url-step';

const STEPS = ['url', 'details', 'listing'] as const;
type Step = (typeof STEPS)[number];

/** /developers/upload/webapp/:extensionId — draft enters the URL; an id names the new app. */
export function UploadWebAppPage() {
  const { t } = useTranslation();
  const { extensionId } = useParams();
  const target = readUploadTarget(extensionId);
  if (!target) return <NotFound />;
  const step: Step = target.kind === 'new' ? 'url' : 'details';
  return (
    <Page
      title={t('developers.webapp.title')}
      description={t('developers.webapp.description')}
      eyebrow={t('developers.title')}
      testId="upload-webapp-page"
    >
      <Steps current={step} />
      {target.kind === 'new' ? <UrlStep /> : <DetailsStep key={target.extensionId} />}
    </Page>
  );
}

function Steps({ current }: { current: Step }) {
  const { t } = useTranslation();
  const currentIndex = STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t('developers.webapp.stepsLabel')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={styles.step}
          data-state={index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next'}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {t(`developers.webapp.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
