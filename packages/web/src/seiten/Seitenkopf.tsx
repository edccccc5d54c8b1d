/**
 * h1 of a page: takes the focus when the page opens after an in-app navigation, keeps the
 * browser's on the tab's first screen (lib/erste-anzeige.ts, one rule with SchrittRahmen).
 */
import { useRef, type ReactNode } from 'react';
import { useUeberschriftFokus } from '../lib/erste-anzeige.ts';
import { trenne } from '../lib/trennung.ts';

export function Seitentitel({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useUeberschriftFokus(ref);
  return (
    <h1 ref={ref} id={id} tabIndex={-1}>
      {typeof children === 'string' ? trenne(children) : children}
    </h1>
  );
}
