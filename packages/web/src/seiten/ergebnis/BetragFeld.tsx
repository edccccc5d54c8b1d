/**
 * A field for a euro amount (issue 17 item 1): every character typed or pasted is kept – no
 * keystroke filter drops a thousands dot – and the domain's check says what is wrong. The message
 * shows once the field is left or text is pasted, and then stays until the amount is valid; while
 * a valid amount is being typed its halves ('1.103' on the way to '1.103,02') raise no alarm.
 */
import { useState } from 'react';
import { ZahlFeld } from '../../wizard/ZahlFeld.tsx';

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
  // a value restored from the tab's store or a template is finished: its message shows at once
  const [zeigen, setZeigen] = useState(() => wert.trim() !== '');
  const fehler = pruefe(wert);
  return (
    <ZahlFeld
      label={label}
      hinweis={hinweis}
      wert={wert}
      onAendern={(text) => {
        if (pruefe(text) === null) setZeigen(false);
        onAendern(text);
      }}
      onBlur={() => setZeigen(true)}
      onEinfuegen={() => setZeigen(true)}
      fehler={zeigen ? fehler : null}
      name={name}
    />
  );
}
