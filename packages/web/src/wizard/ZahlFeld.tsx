/**
 * A labelled text input for numbers (STYLE.md 9): hint and error tied with aria-describedby,
 * the error announced with role="alert", keystrokes filtered by the domain's
 * `istErlaubte…Eingabe` (a value the filter rejects is simply not taken over). Pasted text is
 * never filtered (issue 26 §11: "1e2" or "65,5." pasted into the Wohnfläche was dropped whole):
 * the field keeps it and the caller says what is wrong (`onEinfuegen`).
 */
import { forwardRef, useId, useRef, type ReactNode } from 'react';

export interface ZahlFeldProps {
  label: ReactNode;
  wert: string;
  onAendern: (text: string) => void;
  /** domain keystroke filter: may the field hold this next value? */
  istErlaubt?: (naechsterWert: string) => boolean;
  hinweis?: ReactNode;
  fehler?: string | null;
  /** a conflict or warning box under the field, tied with aria-describedby */
  zusatz?: ReactNode;
  zusatzId?: string;
  deaktiviert?: boolean;
  onBlur?: () => void;
  /** text was pasted into the field (a finished input: its message may show at once); the
   * change that follows is taken over unfiltered */
  onEinfuegen?: () => void;
  inputMode?: 'decimal' | 'numeric' | 'text';
  name?: string;
  autoComplete?: string;
  breite?: 'schmal' | 'normal';
}

export const ZahlFeld = forwardRef<HTMLInputElement, ZahlFeldProps>(function ZahlFeld(
  {
    label,
    wert,
    onAendern,
    istErlaubt,
    hinweis,
    fehler,
    zusatz,
    zusatzId,
    deaktiviert = false,
    onBlur,
    onEinfuegen,
    inputMode = 'decimal',
    name,
    autoComplete = 'off',
  },
  ref,
) {
  const id = useId();
  // the next change comes from a paste: taken over as it is
  const eingefuegt = useRef(false);
  const hinweisId = `${id}-hinweis`;
  const fehlerId = `${id}-fehler`;
  const beschrieben = [
    hinweis ? hinweisId : null,
    fehler ? fehlerId : null,
    zusatz && zusatzId ? zusatzId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="feld">
      <label htmlFor={id}>{label}</label>
      {hinweis && (
        <p id={hinweisId} className="hinweis">
          {hinweis}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={wert}
        disabled={deaktiviert}
        aria-invalid={fehler ? true : undefined}
        aria-describedby={beschrieben || undefined}
        onChange={(e) => {
          const naechster = e.target.value;
          const ausEinfuegen = eingefuegt.current;
          eingefuegt.current = false;
          if (!ausEinfuegen && istErlaubt && !istErlaubt(naechster)) return;
          onAendern(naechster);
        }}
        onBlur={onBlur}
        onPaste={() => {
          eingefuegt.current = true;
          onEinfuegen?.();
        }}
      />
      {fehler && (
        <p id={fehlerId} className="fehlertext" role="alert">
          {fehler}
        </p>
      )}
      {zusatz}
    </div>
  );
});
