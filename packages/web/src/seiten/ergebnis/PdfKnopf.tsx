/**
 * Making a PDF and handing it to the browser as a download – one code for the results' PDF
 * (spezifikation.md §3, §5) and the letters (issue 30 §1): a spinner on the button (aria-busy,
 * announced in a status line) until the file arrives, and on failure the server's German message
 * or the connection message (issue 26 §16) in the notification bar.
 */
import { useState } from 'react';
import type { Antwort } from '../../api/client.ts';
import { fehlschlagText } from '../../api/fehlertext.ts';
import { benachrichtige } from '../../benachrichtigungen/benachrichtigungen.ts';

function ladeHerunter(datei: Blob, name: string): void {
  const url = URL.createObjectURL(datei);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type PdfAbruf = () => Promise<Antwort<{ datei: Blob; dateiname: string | null }>>;

export function usePdfErstellen() {
  const [laeuft, setLaeuft] = useState(false);
  const [status, setStatus] = useState('');

  /**
   * Calls `abruf` and downloads its file as `name` (given the server's own name, when it sent
   * one). `fehlerText`: the call's own text when the server said nothing in German.
   */
  const erstelle = async (
    abruf: PdfAbruf,
    name: (vomServer: string | null) => string,
    fehlerText: string,
  ): Promise<void> => {
    setLaeuft(true);
    setStatus('Die PDF-Datei wird erstellt …');
    const r = await abruf();
    setLaeuft(false);
    if (r.ok) {
      ladeHerunter(r.datei, name(r.dateiname));
      setStatus('Die PDF-Datei wurde heruntergeladen.');
      return;
    }
    console.error('PDF-Erstellung fehlgeschlagen', r);
    setStatus('');
    // the server's own German reason (a 403 Stichtagsdifferenz without the permission, a 422
    // letter not offered, a 503 while busy) or the connection message, else the call's own text
    benachrichtige(fehlschlagText(r, fehlerText));
  };

  return { laeuft, status, erstelle };
}

/** The button with its spinner and the status line that announces the download. */
export function PdfKnopf({
  beschriftung,
  laeuft,
  status,
  onClick,
}: {
  beschriftung: string;
  laeuft: boolean;
  status: string;
  onClick: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="knopf knopf--primaer"
        onClick={onClick}
        aria-busy={laeuft}
        aria-disabled={laeuft || undefined}
      >
        {laeuft && <span className="spinner" aria-hidden="true" />}
        {beschriftung}
      </button>
      <p role="status" className="hinweis">
        {status}
      </p>
    </>
  );
}
