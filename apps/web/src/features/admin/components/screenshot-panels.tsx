import type { Product } from '@lagoon/contract';
import { useTranslation } from '../../../i18n/react';
import styles from '../admin.module.css';

/** The draft's screenshots next to the published ones, each with the language it shows in. */
export function ScreenshotPanels({
  draft,
  product,
}: {
  draft: Product | null;
  product: Product | null;
}) {
  const { t } = useTranslation();
  const sides = [
    ['draft', draft],
    ['published', product],
  ] as const;
  return (
    <div className={styles.columns}>
      {sides.map(([side, listing]) =>
        listing === null ? null : (
          <section
            key={side}
            className={styles.card}
            aria-label={t(`admin.screenshots.${side}`)}
            data-testid={`screenshots-${side}`}
          >
            <h3 className={styles.subheading}>{t(`admin.screenshots.${side}`)}</h3>
            {listing.slides.length === 0 ? (
              <p className={styles.muted}>{t('admin.screenshots.none')}</p>
            ) : (
              <ul className={styles.shots}>
                {listing.slides.map((slide, index) => (
                  <li key={`${slide.url}-${slide.locale ?? ''}`} className={styles.shot}>
                    <a href={slide.url} target="_blank" rel="noopener noreferrer">
                      <img
                        src={slide.url}
                        alt={t('admin.screenshots.alt', { index: index + 1 })}
                        width={slide.width}
                        height={slide.height}
                        loading="lazy"
                      />
                    </a>
                    <span className={styles.muted}>
                      {slide.locale ?? t('admin.screenshots.allLocales')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ),
      )}
    </div>
  );
}
