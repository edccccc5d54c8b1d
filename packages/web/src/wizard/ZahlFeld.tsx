/**
 * A labelled text input for numbers, wired by `Feld` (label, hint, error, box), keystrokes filtered by the domain's
 * `istErlaubte…Eingabe` (a value the filter rejects is simply not taken over). Pasted text is
 * never filtered (issue 26 §11: "1e2" or "65,5." pasted into the Wohnfläche was dropped whole):
 * the field keeps it and the caller says what is wrong (`onEinfuegen`).
 */
import { forwardRef, useRef, type ReactNode } from 'react';
import { Feld } from './Feld.tsx';

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
  // the next change comes from a paste: taken over as it is
  const eingefuegt = useRef(false);
  return (
    <Feld label={label} hinweis={hinweis} fehler={fehler} zusatz={zusatz} zusatzId={zusatzId}>
      {(aria) => (
        <input
          ref={ref}
          {...aria}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={wert}
          disabled={deaktiviert}
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
      )}
    </Feld>
  );
});
