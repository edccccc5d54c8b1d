/** h1 of a page that receives focus when the page opens (focus management like SchrittRahmen). */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { trenne } from '../lib/trennung.ts';

export function Seitentitel({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    ref.current?.focus();
    window.scrollTo?.(0, 0);
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1}>
      {typeof children === 'string' ? trenne(children) : children}
    </h1>
  );
}
