/**
 * A date of a check (the letter's receipt, the last increase, the start of the lease): the
 * browser's date input, offering the days the product can answer (issue 27 §5), wired by `Feld`
 * and showing its message by the same policy as the amounts (`useFehlerAnzeige`).
 */
import { useId, type InputHTMLAttributes } from 'react';
import { DATUMSBEREICH } from '@mietspiegel/domain';
import { Feld } from '../../wizard/Feld.tsx';
import { useFehlerAnzeige } from '../../wizard/fehler-anzeige.ts';
import { MehrDazu } from './MehrDazu.tsx';

/** The date input every date field uses: the picker offers the days the product can answer. */
export function DatumEingabe(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max'>,
) {
  return <input {...props} type="date" min={DATUMSBEREICH.von} max={DATUMSBEREICH.bis} />;
}

export function DatumFeld({
  label,
  hinweis,
  mehr,
  wert,
  pruefe,
  onAendern,
}: {
  label: string;
  hinweis: string;
  /** the longer explanation, behind „Mehr dazu“ below the field (issue 29) */
  mehr?: string;
  wert: string;
  /** the check of this date, including what it depends on (German message or null) */
  pruefe: (wert: string) => string | null;
  onAendern: (wert: string) => void;
}) {
  const anzeige = useFehlerAnzeige(wert, pruefe);
  const mehrId = `${useId()}-mehr`;
  return (
    <Feld
      label={label}
      hinweis={hinweis}
      fehler={anzeige.fehler}
      zusatz={mehr && <MehrDazu id={mehrId}>{mehr}</MehrDazu>}
      zusatzId={mehr ? mehrId : undefined}
    >
      {(aria) => (
        <DatumEingabe
          {...aria}
          value={wert}
          onChange={(e) => {
            anzeige.beiAenderung(e.target.value);
            onAendern(e.target.value);
          }}
          onBlur={anzeige.beiVerlassen}
          onPaste={anzeige.beiEinfuegen}
        />
      )}
    </Feld>
  );
}
