import { useEffect, useRef, useState } from 'react';
import { constants } from '../../contract/index.ts';

/**
 * The tab strip's horizontal scroll: whether it can move left or right (to show the arrows), a
 * step of constants.tabScrollStep (product 9: 240 px), and the active tab kept in view.
 */
export function useStripScroll(activeKey: string) {
  const strip = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
    };
    // The strip and its list both change size: the window resizes, tabs open and close.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);

  useEffect(() => {
    strip.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [activeKey]);

  const step = (direction: -1 | 1) =>
    strip.current?.scrollBy({ left: direction * constants.tabScrollStep, behavior: 'smooth' });
  return { strip, edges, step };
}
