import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './puzzle-dialog.module.css';

interface PuzzleDialogProps {
  labelledBy: string;
  /** Asked before any dismissal; the puzzle refuses while dragging or submitting. */
  canClose: () => boolean;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal that keeps focus inside, gives it back on close, and closes on Escape or a click outside. */
export default function PuzzleDialog({ labelledBy, canClose, onClose, children }: PuzzleDialogProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const pressedOutside = useRef(false);
  const dismiss = () => {
    if (canClose()) onClose();
  };

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = boxRef.current?.querySelector<HTMLElement>('[role="slider"]');
    (first ?? boxRef.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      dismiss();
      return;
    }
    if (e.key !== 'Tab' || !boxRef.current) return;
    const items = [...boxRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [head, tail] = [items[0], items[items.length - 1]];
    if (!head || !tail) return;
    if (e.shiftKey && document.activeElement === head) {
      e.preventDefault();
      tail.focus();
    } else if (!e.shiftKey && document.activeElement === tail) {
      e.preventDefault();
      head.focus();
    }
  };

  return createPortal(
    <div
      className={styles.overlay}
      onPointerDown={(e) => (pressedOutside.current = e.target === e.currentTarget)}
      onPointerUp={(e) => {
        if (pressedOutside.current && e.target === e.currentTarget) dismiss();
        pressedOutside.current = false;
      }}
    >
      <div
        ref={boxRef}
        className={styles.box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
