/**
 * Keeps the largest height its content has taken while the step is shown. Messages above the
 * options (the manual Baujahr's error, the class it maps to) vanish on the first click of a
 * double-click; without the kept space the options would move up under the pointer and the
 * second click would miss (spezifikation.md §2: double-click selects and continues).
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export function HoeheHalten({ children }: { children: ReactNode }) {
  const rahmen = useRef<HTMLDivElement>(null);
  // after every render, before the browser paints: only ever grows
  useLayoutEffect(() => {
    const el = rahmen.current;
    if (!el) return;
    const hoehe = el.getBoundingClientRect().height;
    if (hoehe > (Number.parseFloat(el.style.minHeight) || 0)) el.style.minHeight = `${hoehe}px`;
  });
  return (
    <div ref={rahmen} className="hoehe-halten">
      {children}
    </div>
  );
}
