/**
 * Delete confirmation (spezifikation.md §2 Template list, §8 delete confirmation): a modal native
 * <dialog>. The browser makes the rest of the page inert; Tab is kept inside the dialog, Escape
 * closes it, and focus goes back to the control that opened it.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { meldungen } from '@mietspiegel/domain';

interface Props {
  /** Name of the template to delete; null = dialog closed. */
  dateiname: string | null;
  /** True while the delete request runs: the buttons do nothing then. */
  loescht: boolean;
  onAbbrechen: () => void;
  onBestaetigen: () => void;
}

export function LoeschDialog({ dateiname, loescht, onAbbrechen, onBestaetigen }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const neinRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const offen = dateiname !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !offen) return;
    const ausloeser = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The safe choice gets the focus first.
    neinRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (ausloeser?.isConnected) ausloeser.focus();
    };
  }, [offen]);

  const tastatur = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!loescht) onAbbrechen();
      return;
    }
    if (event.key !== 'Tab') return;
    const fokussierbar = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])'),
    );
    const erstes = fokussierbar[0];
    const letztes = fokussierbar[fokussierbar.length - 1];
    if (!erstes || !letztes) return;
    if (event.shiftKey && document.activeElement === erstes) {
      event.preventDefault();
      letztes.focus();
    } else if (!event.shiftKey && document.activeElement === letztes) {
      event.preventDefault();
      erstes.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="vorlagen-dialog"
      aria-labelledby={`${id}-titel`}
      aria-describedby={`${id}-text`}
      aria-modal="true"
      onKeyDown={tastatur}
      onCancel={(e) => {
        // Escape in the browser: close through our state, not behind React's back.
        e.preventDefault();
        if (!loescht) onAbbrechen();
      }}
    >
      {offen && (
        <>
          <h2 id={`${id}-titel`}>{meldungen.loeschenTitel}</h2>
          <p id={`${id}-text`}>{meldungen.loeschenBestaetigen(dateiname)}</p>
          <div className="knopfleiste">
            <button
              ref={neinRef}
              type="button"
              className="knopf"
              aria-disabled={loescht}
              onClick={() => {
                if (!loescht) onAbbrechen();
              }}
            >
              {meldungen.loeschenNein}
            </button>
            <button
              type="button"
              className="knopf knopf--primaer"
              aria-disabled={loescht}
              onClick={() => {
                if (!loescht) onBestaetigen();
              }}
            >
              {meldungen.loeschenJa}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
