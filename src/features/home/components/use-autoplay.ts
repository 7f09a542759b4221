import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Slides of a horizontal scroll-snap track: the current index from the scroll position, and a move to the
 * next slide every `intervalMs` (back to the first after the last) while no finger or pointer is on it.
 */
export function useAutoplay(track: RefObject<HTMLElement | null>, count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const held = useRef(false);

  useEffect(() => {
    const element = track.current;
    if (!element || count < 2) return;
    const onScroll = () => setIndex(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    const hold = () => (held.current = true);
    const release = () => (held.current = false);
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('pointerdown', hold);
    element.addEventListener('touchstart', hold, { passive: true });
    element.addEventListener('pointerup', release);
    element.addEventListener('touchend', release);
    const timer = window.setInterval(() => {
      if (held.current || document.hidden) return;
      const current = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
      const next = (current + 1) % count;
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollTo({ left: next * element.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
      setIndex(next);
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('pointerdown', hold);
      element.removeEventListener('touchstart', hold);
      element.removeEventListener('pointerup', release);
      element.removeEventListener('touchend', release);
    };
  }, [track, count, intervalMs]);

  return index;
}
