/**
 * Gate of both template pages (spezifikation.md §2 "Save template", "Template list", §6): they
 * open only under the auth path, and only with the write permission, which every template call
 * of the server requires. A signed-in user without it learns so at once, on the page, instead of
 * from a failing submit (issue 9 B10): no form that cannot work, a link back to the calculator.
 */
import { useId, useRef, type ReactNode } from 'react';
import { useUeberschriftFokus } from '../lib/erste-anzeige.ts';
import { useUmgebung } from '../store/umgebung.ts';
import { useNurUnterAuth } from '../lib/auth-pfad.ts';
import { vorlagenTexte } from './texte.ts';

export interface NurMitSchreibrechtProps {
  /** the page's route with its query, kept when the page moves under the auth path */
  route: string;
  titel: string;
  /** where the link back leads, e.g. the step where Speichern was pressed */
  zurueck: string;
  children: ReactNode;
}

export function NurMitSchreibrecht({ route, titel, zurueck, children }: NurMitSchreibrechtProps) {
  const unterAuth = useNurUnterAuth(route);
  const { schreibrecht, rechteBekannt } = useUmgebung();
  if (!unterAuth) return null;
  if (!rechteBekannt) {
    return (
      <p role="status" aria-busy="true">
        {vorlagenTexte.rechteWerdenGeprueft}
      </p>
    );
  }
  if (schreibrecht) return children;
  return <OhneSchreibrecht titel={titel} zurueck={zurueck} />;
}

function OhneSchreibrecht({ titel, zurueck }: { titel: string; zurueck: string }) {
  const id = useId();
  const ueberschrift = useRef<HTMLHeadingElement>(null);
  useUeberschriftFokus(ueberschrift);
  return (
    <section className="vorlagen-seite" aria-labelledby={`${id}-titel`}>
      <h1 id={`${id}-titel`} ref={ueberschrift} tabIndex={-1}>
        {titel}
      </h1>
      <p role="alert" className="hinweistext">
        {vorlagenTexte.ohneSchreibrecht}
      </p>
      <p>
        <a className="knopf" href={`#${zurueck}`}>
          {vorlagenTexte.zurueckZumRechner}
        </a>
      </p>
    </section>
  );
}
