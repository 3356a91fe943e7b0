import { ArrowRightIcon } from '../../../components/more-icons';
import type { PolicyBlock as Block } from '../content/types';
import { InlineText } from './inline-text';
import styles from './policy-article.module.css';

/** One block of a document: a paragraph, a list, steps, terms, a state flow or a note. */
export function PolicyBlock({ block }: { block: Block }) {
  if (typeof block === 'string') {
    return (
      <p className={styles.paragraph}>
        <InlineText text={block} />
      </p>
    );
  }
  if ('list' in block || 'steps' in block) {
    const ordered = 'steps' in block;
    const items = ordered ? block.steps : block.list;
    const List = ordered ? 'ol' : 'ul';
    return (
      <List className={ordered ? styles.steps : styles.list}>
        {items.map((item) => (
          <li key={item}>
            <InlineText text={item} />
          </li>
        ))}
      </List>
    );
  }
  if ('terms' in block) {
    return (
      <dl className={styles.terms}>
        {block.terms.map(({ term, description }) => (
          <div key={term} className={styles.termRow}>
            <dt className={styles.term}>
              <InlineText text={term} />
            </dt>
            <dd className={styles.description}>
              <InlineText text={description} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if ('flow' in block) {
    return (
      <ol className={styles.flow}>
        {block.flow.map((state, index) => (
          <li key={state} className={styles.flowStep}>
            {index > 0 && <ArrowRightIcon size={16} className={styles.flowArrow} />}
            <span className={styles.flowState}>
              <InlineText text={state} />
            </span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <p className={styles.note}>
      <InlineText text={block.note} />
    </p>
  );
}
