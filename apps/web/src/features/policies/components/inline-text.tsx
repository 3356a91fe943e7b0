import { AppLink } from '../../../components/app-link';
import { parseInline } from '../content/parse-inline';
import styles from './policy-article.module.css';

/** Document text with its `identifiers` and [store links](/path) rendered. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        // Runs have no identity of their own; their order never changes for a given text.
        const key = `${index}-${part.kind}`;
        if (part.kind === 'code') {
          return (
            <code key={key} className={styles.code}>
              {part.text}
            </code>
          );
        }
        if (part.kind === 'link') {
          return (
            <AppLink key={key} to={part.to} className={styles.link}>
              {part.text}
            </AppLink>
          );
        }
        return <span key={key}>{part.text}</span>;
      })}
    </>
  );
}
