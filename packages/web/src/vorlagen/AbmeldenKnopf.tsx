/**
 * Header control for signed-in users (spezifikation.md §6, §7): 'Abmelden' – the API client posts
 * /logout with a JSON body and then opens /loggedout.html, also when the call fails.
 *
 * Signing out also clears the calculation of this tab (issue 17 §13): on a shared computer the
 * next person must not find the previous client's answers, rent and result in the tab (or in the
 * page the browser's back button restores). It is cleared before the call, so a failed call
 * leaves nothing behind either; the button's description and /loggedout.html say so.
 */
import { useId, useState } from 'react';
import { api } from '../api/client.ts';
import { zuruecksetzen } from '../store/store.ts';

export const ABMELDEN_HINWEIS = 'Beim Abmelden wird die Berechnung in diesem Browser-Tab gelöscht.';

export function AbmeldenKnopf() {
  const [laeuft, setLaeuft] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="knopf knopf--klein"
        aria-disabled={laeuft}
        aria-describedby={id}
        title={ABMELDEN_HINWEIS}
        onClick={() => {
          if (laeuft) return;
          setLaeuft(true);
          zuruecksetzen();
          void api.abmelden();
        }}
      >
        Abmelden
      </button>
      <span id={id} className="sr-only">
        {ABMELDEN_HINWEIS}
      </span>
    </>
  );
}
