/**
 * The longer explanation behind a check page's short hint, collapsed (issue 29: one short hint
 * per field, the rest behind „Mehr dazu“ – the GOV.UK Design System's details component). `id`
 * names the text, so a field can tie it to its control with aria-describedby. Chromium leaves the
 * text of a closed details out of the field's description and reads it once it is opened
 * (measured with the accessibility tree, 27.11.2026): closed, a screen reader hears the short
 * hint, and „Mehr dazu“ is the next Tab stop after the field, as for everyone else.
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
