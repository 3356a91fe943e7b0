import { useState } from 'react';
import styles from './product-icon.module.css';

/** An item's icon; a lettered tile stands in when there is none or it fails to load. */
export function ProductIcon({
  src,
  name,
  size = 48,
}: {
  src: string | null;
  name: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, borderRadius: Math.round(size * 0.24) };
  if (!src || failed) {
    return (
      <span
        className={styles.fallback}
        style={{ ...style, fontSize: size * 0.42 }}
        aria-hidden="true"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return (
    <img
      className={styles.icon}
      style={style}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
