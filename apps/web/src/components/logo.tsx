import { useId } from 'react';
import styles from './logo.module.css';

/** The Lagoon mark: two waves in a rounded, sea-coloured square. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2dd4bf" />
          <stop offset="0.55" stopColor="#0ea5e9" />
          <stop offset="1" stopColor="#2563eb" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <circle cx="22.5" cy="9.5" r="3" fill="#fff" fillOpacity="0.9" />
      <path
        d="M5.5 16.5c2.6 0 2.6-2.4 5.2-2.4s2.6 2.4 5.3 2.4 2.6-2.4 5.3-2.4 2.6 2.4 5.2 2.4"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path
        d="M5.5 22.5c2.6 0 2.6-2.4 5.2-2.4s2.6 2.4 5.3 2.4 2.6-2.4 5.3-2.4 2.6 2.4 5.2 2.4"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.65"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The mark with the word "Lagoon". */
export function Logo() {
  return (
    <span className={styles.logo}>
      <LogoMark />
      <span className={styles.word}>Lagoon</span>
    </span>
  );
}
