/**
 * The scroll frame of every table (styles.css `.tabelle-rahmen`). A table wider than the screen
 * (at 320 px the Haustypen Info table, the result breakdown, the template list) scrolls in this
 * frame, which must then take keyboard focus to be scrollable without a mouse (WCAG 2.1.1; axe
 * scrollable-region-focusable; the WAI pattern as on /zuschlaege). Only while it scrolls, so
 * narrow tables add no tab stop (issue 26 §19: one frame for all tables, not one per page).
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export function RollRahmen({
  name,
  beschriftungId,
  className,
  children,
}: {
  /** The region's name while it scrolls (when no caption names it). */
  name?: string;
  /** id of the table's caption, which names the region while it scrolls. */
  beschriftungId?: string;
  className?: string;
  children: ReactNode;
}) {
  const rahmen = useRef<HTMLDivElement>(null);
  const [rollt, setRollt] = useState(false);
  useLayoutEffect(() => {
    const el = rahmen.current;
    if (!el) return;
    const pruefe = () => setRollt(el.scrollWidth > el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return pruefe();
    // its first call comes with the next frame's layout, not at once: reading the widths here
    // forced a layout of the whole page inside React's commit – on /zuschlaege, hydrated, a third
    // of a 500 ms task on a 4× throttled CPU (issue 29 "Speed")
    const beobachter = new ResizeObserver(pruefe);
    beobachter.observe(el);
    // the table itself may grow (rows loaded, a panel opened) while the frame keeps its width
    if (el.firstElementChild) beobachter.observe(el.firstElementChild);
    return () => beobachter.disconnect();
  }, []);
  const rollbar = rollt
    ? {
        role: 'region',
        tabIndex: 0,
        ...(beschriftungId
          ? { 'aria-labelledby': beschriftungId }
          : { 'aria-label': name ?? 'Tabelle' }),
      }
    : {};
  return (
    <div
      ref={rahmen}
      className={className ? `tabelle-rahmen ${className}` : 'tabelle-rahmen'}
      {...rollbar}
    >
      {children}
    </div>
  );
}
