import type { Language } from '@lagoon/contract';
import { DocumentIcon } from '../../../components/more-icons';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/format-date';
import type { PolicyDocument } from '../content/types';
import styles from './policy-article.module.css';
import { PolicyBlock } from './policy-block';

/** The text of one document: title, summary, date and its sections. */
export function PolicyArticle({
  policy,
  language,
}: {
  policy: PolicyDocument;
  language: Language;
}) {
  const { t } = useTranslation();
  const updated = formatDate(policy.updated, language);
  return (
    <article className={styles.article} data-testid="policy-article">
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <DocumentIcon size={16} />
          {t('policies.eyebrow')}
        </p>
        <h1 className={styles.title} data-testid="page-title">
          {policy.title}
        </h1>
        <p className={styles.summary}>{policy.summary}</p>
        {updated && <p className={styles.updated}>{t('policies.updated', { date: updated })}</p>}
      </header>
      {policy.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-heading`}
        >
          <h2 id={`${section.id}-heading`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed text in a fixed order
            <PolicyBlock key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
