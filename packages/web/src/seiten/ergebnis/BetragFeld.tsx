/**
 * A field for a euro amount (issue 17 item 1): every character typed or pasted is kept – no
 * keystroke filter drops a thousands dot – and the domain's check says what is wrong. When the
 * message shows: `useFehlerAnzeige`, the one policy of the check pages' fields.
 */
import { useId } from 'react';
import { ZahlFeld } from '../../wizard/ZahlFeld.tsx';
import { useFehlerAnzeige } from '../../wizard/fehler-anzeige.ts';
import { MehrDazu } from './MehrDazu.tsx';

export function BetragFeld({
  label,
  hinweis,
  mehr,
  wert,
  pruefe,
  onAendern,
  name,
}: {
  label: string;
  hinweis?: string;
  /** the longer explanation, behind „Mehr dazu“ below the field (issue 29) */
  mehr?: string;
  wert: string;
  /** the domain's check: German message, or null when fine (blank included) */
  pruefe: (text: string) => string | null;
  onAendern: (wert: string) => void;
  name: string;
}) {
  const anzeige = useFehlerAnzeige(wert, pruefe);
  const mehrId = `${useId()}-mehr`;
  return (
    <ZahlFeld
      label={label}
      hinweis={hinweis}
      zusatz={mehr && <MehrDazu id={mehrId}>{mehr}</MehrDazu>}
      zusatzId={mehr ? mehrId : undefined}
      wert={wert}
      onAendern={(text) => {
        anzeige.beiAenderung(text);
        onAendern(text);
      }}
      onBlur={anzeige.beiVerlassen}
      onEinfuegen={anzeige.beiEinfuegen}
      fehler={anzeige.fehler}
      name={name}
    />
  );
}
