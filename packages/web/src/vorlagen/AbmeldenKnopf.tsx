/**
 * Header control for signed-in users (spezifikation.md §6, §7): 'Abmelden' – the API client posts
 * /logout with a JSON body and then opens /loggedout.html, also when the call fails.
 */
import { useState } from 'react';
import { api } from '../api/client.ts';

export function AbmeldenKnopf() {
  const [laeuft, setLaeuft] = useState(false);
  return (
    <button
      type="button"
      className="knopf knopf--klein"
      aria-disabled={laeuft}
      onClick={() => {
        if (laeuft) return;
        setLaeuft(true);
        void api.abmelden();
      }}
    >
      Abmelden
    </button>
  );
}
