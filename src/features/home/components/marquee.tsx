import { useEffect, useRef, useState, type CSSProperties } from 'react';
import styles from './marquee.module.css';

const PX_PER_SECOND = 50;

/** One line of text that scrolls (seamlessly, right to left) only when it is wider than its box. */
export function Marquee({ text }: { text: string }) {
  const box = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLSpanElement>(null);
  const [width, setWidth] = useState(0);

  // Measured when the observer reports the box (its first report comes once the browser has laid the page out),
  // never in the effect: a read there forced a layout of the whole home screen in the task of its first render
  // (18 ms, 4× that on a slow phone: Lighthouse's longest task on /).
  useEffect(() => {
    if (!box.current) return;
    const observer = new ResizeObserver(() => {
      const overflow = (line.current?.scrollWidth ?? 0) > (box.current?.clientWidth ?? 0);
      setWidth(overflow ? (line.current?.scrollWidth ?? 0) : 0);
    });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [text]);

  const scrolling = width > 0;
  const style = scrolling
    ? ({ '--distance': `-${width}px`, animationDuration: `${Math.round(width / PX_PER_SECOND)}s` } as CSSProperties)
    : undefined;
  return (
    <div ref={box} className={styles.box} data-scrolling={scrolling}>
      <div className={scrolling ? `${styles.track} ${styles.scrolling}` : styles.track} style={style}>
        <span ref={line} className={styles.line}>
          {text}
        </span>
        {scrolling && (
          <span className={styles.line} aria-hidden="true">
            {text}
          </span>
        )}
      </div>
    </div>
  );
}
