/**
 * A field for a euro amount (issue 17 item 1): every character typed or pasted is kept – no
 * keystroke filter drops a thousands dot – and the domain's check says what is wrong. When the
 * message shows: `useFehlerAnzeige`, the one policy of the check pages' fields.
 */
import { ZahlFeld } from '../../wizard/ZahlFeld.tsx';
import { useFehlerAnzeige } from '../../wizard/fehler-anzeige.ts';

export function BetragFeld({
  label,
  hinweis,
  wert,
  pruefe,
  onAendern,
  name,
}: {
  label: string;
  hinweis?: string;
  wert: string;
  /** the domain's check: German message, or null when fine (blank included) */
  pruefe: (text: string) => string | null;
  onAendern: (wert: string) => void;
  name: string;
}) {
  const anzeige = useFehlerAnzeige(wert, pruefe);
  return (
    <ZahlFeld
      label={label}
      hinweis={hinweis}
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
