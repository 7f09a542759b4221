import { useState } from 'react';
import styles from './member-avatar.module.css';

interface MemberAvatarProps {
  /** the picture's address; none, or one that fails to load, shows a silhouette */
  src: string | undefined;
  alt: string;
  /** sets `--size` and the frame */
  className?: string;
}

/**
 * The member's picture, round. Ours rather than antd's Avatar, which brings its Image component and a 2 KB
 * fallback drawing into /my's first load (2.8 KB as sent, bench 2026-11-26) for what an <img> does.
 */
export function MemberAvatar({ src, alt, className }: MemberAvatarProps) {
  const [failed, setFailed] = useState<string>();
  const frame = className ? `${styles.avatar} ${className}` : styles.avatar;
  if (src && src !== failed) {
    return (
      <span className={frame}>
        <img src={src} alt={alt} onError={() => setFailed(src)} />
      </span>
    );
  }
  return (
    <span className={frame} role="img" aria-label={alt}>
      <svg viewBox="0 0 40 40" aria-hidden="true" fill="#b8c2d3">
        <circle cx="20" cy="15" r="7" />
        <path d="M6 40c1-9 7-13 14-13s13 4 14 13z" />
      </svg>
    </span>
  );
}
