/** Page /impressum (issue 21 §2): the operator's details from BETREIBER_DATEI, nothing invented. */
import { ausgabeImEinsatz } from '@mietspiegel/domain';
import { useUmgebung } from '../../store/umgebung.ts';
import { Anschrift, BetreiberSeite, Kontakt, MitBetreiber } from './MitBetreiber.tsx';

export default function Impressum() {
  // issue 20: the edition in use, never a fixed year
  const { titel } = ausgabeImEinsatz(useUmgebung().info);
  return (
    <BetreiberSeite titel="Impressum">
      <MitBetreiber was="Name, Anschrift und Kontakt des Betreibers">
        {(b) => (
          <>
            <h2>Anbieter</h2>
            <Anschrift b={b} />
            {b.vertretenDurch && <p>Vertreten durch: {b.vertretenDurch}</p>}
            <h2>Kontakt</h2>
            <Kontakt b={b} />
          </>
        )}
      </MitBetreiber>
      <h2>Inhalt</h2>
      <p>
        Der Rechner wendet den {titel} an. Alle Angaben ohne Gewähr; maßgeblich ist die amtliche
        Broschüre des Mietspiegels.
      </p>
    </BetreiberSeite>
  );
}
