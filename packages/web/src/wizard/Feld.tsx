/**
 * The one wiring of a labelled field (issue 29 "one field component"; STYLE.md 9): the label
 * tied to the control, the hint, the error (role="alert") and an optional box below, all tied
 * with aria-describedby. Every text, number, amount, date and checkbox field of the wizard and the
 * check pages renders through it; the control itself comes from the caller, wired by `aria`.
 */
import { useId, type ReactNode } from 'react';

/** What the control needs to be tied to its label, hint and error. */
export interface FeldAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FeldProps {
  label: ReactNode;
  hinweis?: ReactNode;
  fehler?: string | null;
  /** a conflict or warning box under the field, tied with aria-describedby */
  zusatz?: ReactNode;
  zusatzId?: string;
  /** a message that is no error (e.g. "wird überschrieben"): shown as a hint, the field stays valid */
  nurHinweis?: boolean;
  /** a checkbox: the control first, its label beside it, the hint below (pruefungen.css) */
  ankreuz?: boolean;
  children: (aria: FeldAria) => ReactNode;
}

export function Feld({
  label,
  hinweis,
  fehler,
  nurHinweis,
  zusatz,
  zusatzId,
  ankreuz,
  children,
}: FeldProps) {
  const id = useId();
  const hinweisId = `${id}-hinweis`;
  const fehlerId = `${id}-fehler`;
  const beschrieben = [
    hinweis ? hinweisId : null,
    fehler ? fehlerId : null,
    zusatz && zusatzId ? zusatzId : null,
  ]
    .filter(Boolean)
    .join(' ');
  const steuerung = children({
    id,
    'aria-invalid': fehler && !nurHinweis ? true : undefined,
    'aria-describedby': beschrieben || undefined,
  });
  const labelTag = <label htmlFor={id}>{label}</label>;
  const hinweisTag = hinweis ? (
    <p id={hinweisId} className="hinweis">
      {hinweis}
    </p>
  ) : null;
  return (
    <div className={ankreuz ? 'feld feld--ankreuz' : 'feld'}>
      {ankreuz ? steuerung : labelTag}
      {ankreuz ? labelTag : hinweisTag}
      {ankreuz ? hinweisTag : steuerung}
      {fehler && (
        <p id={fehlerId} className={nurHinweis ? 'hinweistext' : 'fehlertext'} role="alert">
          {fehler}
        </p>
      )}
      {zusatz}
    </div>
  );
}
