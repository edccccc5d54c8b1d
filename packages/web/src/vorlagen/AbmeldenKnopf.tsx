/**
 * Sign-out control for signed-in users (spezifikation.md §6, §7): POST /logout with JSON
 * content type, then /loggedout.html – also when the call fails (the API client does both).
 */
import { useState } from 'react';
import { api } from '../api/client';
import './vorlagen.css';

export function AbmeldenKnopf() {
  const [laeuft, setLaeuft] = useState(false);
  return (
    <button
      type="button"
      className="knopf knopf--klein abmelden"
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
