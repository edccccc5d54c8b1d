/** Header control for signed-in users (spezifikation.md §6, §7): 'Abmelden'. */
import { useState } from 'react';
import { abmelden } from './abmelden';

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
        void abmelden();
      }}
    >
      Abmelden
    </button>
  );
}
