/**
 * The longer explanation behind a check page's short hint, collapsed (issue 29: one short hint
 * per field, the rest behind „Mehr dazu“ – the GOV.UK Design System's details component). `id`
 * names the text, so a field can tie it to its control with aria-describedby: a screen reader
 * hears the whole explanation as before, whether it is open or not.
 */
import type { ReactNode } from 'react';

export function MehrDazu({
  id,
  titel = 'Mehr dazu',
  children,
}: {
  id?: string;
  titel?: string;
  children: ReactNode;
}) {
  return (
    <details className="mehr-dazu">
      <summary>{titel}</summary>
      <div id={id} className="mehr-dazu__text">
        {children}
      </div>
    </details>
  );
}
