/**
 * The collapsible Info panel of every step (spezifikation.md §2): a disclosure button with
 * aria-expanded. Opened from the hash (`info=wohnlage`), it scrolls into view after 500 ms (§9).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** spezifikation.md §9: info panel scroll delay 500 ms. */
export const INFO_SCROLL_VERZOEGERUNG_MS = 500;

export interface InfoPanelProps {
  children: ReactNode;
  /** open it (and scroll to it) when the hash asks for it */
  angefordert?: boolean;
  titel?: string;
}

export function InfoPanel({ children, angefordert = false, titel = 'Info' }: InfoPanelProps) {
  const [offen, setOffen] = useState(angefordert);
  const id = useId();
  const bereich = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!angefordert) return;
    setOffen(true);
    const t = setTimeout(() => {
      bereich.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }, INFO_SCROLL_VERZOEGERUNG_MS);
    return () => clearTimeout(t);
  }, [angefordert]);

  return (
    <div className="info" ref={bereich}>
      <button
        type="button"
        className="link-knopf info__knopf"
        aria-expanded={offen}
        aria-controls={id}
        onClick={() => setOffen((o) => !o)}
      >
        {titel}
      </button>
      <div id={id} className="info__inhalt" hidden={!offen}>
        {offen && children}
      </div>
    </div>
  );
}
