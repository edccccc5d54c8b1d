/**
 * When a field's message shows (issue 29: the check pages had two policies – amounts after
 * leaving the field, dates at once, so typing a year flashed "0002 liegt außerhalb …"). One
 * policy for every field that checks itself as it is typed: the message shows once the field has
 * been left, text was pasted into it, or its value was restored (a finished input); then it
 * follows the check, and typing a valid value hides it until the field is left again, so the
 * halves of a valid input ('1.103' on the way to '1.103,02', a year being typed) raise no alarm.
 * A message that depends on another field (a letter before the last increase) shows at once
 * once this field has been left.
 */
import { useState } from 'react';

export interface FehlerAnzeige {
  /** the message to show now, or null */
  fehler: string | null;
  /** call with every new value typed into the field */
  beiAenderung: (text: string) => void;
  beiVerlassen: () => void;
  beiEinfuegen: () => void;
}

/** `pruefe`: the domain's check – German message, or null when fine (blank included). */
export function useFehlerAnzeige(
  wert: string,
  pruefe: (text: string) => string | null,
): FehlerAnzeige {
  const [zeigen, setZeigen] = useState(() => wert.trim() !== '');
  return {
    fehler: zeigen ? pruefe(wert) : null,
    beiAenderung: (text) => {
      if (pruefe(text) === null) setZeigen(false);
    },
    beiVerlassen: () => setZeigen(true),
    beiEinfuegen: () => setZeigen(true),
  };
}
