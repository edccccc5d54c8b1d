/**
 * The app frame: header with navigation, maintenance notice, notification bar, the current
 * route (hash router) and footer. Loads environment info and permissions once at start and
 * listens for messages of the maps service (spezifikation.md §7).
 */
import { Suspense, useEffect, useState } from 'react';
import { ausgabe as eingebauteAusgabe, FUSSNAVIGATION, PFLICHTSEITEN } from '@mietspiegel/domain';
import { Benachrichtigungsleiste } from '../benachrichtigungen/Benachrichtigungsleiste.tsx';
import { useAusgabeInGebrauch } from '../store/ausgabe.ts';
import {
  holeUmgebung,
  ladeBerechtigungen,
  ladeEnvironmentInfo,
  useUmgebung,
} from '../store/umgebung.ts';
import { verarbeiteKartenNachricht } from '../wizard/karte.ts';
import { SchrittSeite, ladeSchritteVor } from '../wizard/SchrittSeite.tsx';
import { findeRoute, seitenSchluessel } from './routes.tsx';
import { navigate, parseHash, useHash } from '../lib/router.ts';
import { Wartungshinweis } from './Wartungshinweis.tsx';
import { AbmeldenKnopf } from '../vorlagen/AbmeldenKnopf.tsx';
import { Bereit } from './Bereit.tsx';

export function App() {
  const { pfad } = parseHash(useHash());
  const route = findeRoute(pfad);
  // issue 29: the maintenance notice once, on the first page this tab opened, not on every step
  // ('/' and '/wohnflaeche' are one page: the prerender's hydration starts at '/')
  const seite = seitenSchluessel(route ?? findeRoute('/'));
  const [ersteSeite] = useState(seite);
  const { schreibrecht, benutzer } = useUmgebung();
  // issue 20: the year shown is the edition's in use (the chosen one, else the server's of
  // today, else the built-in)
  const ausgabe = useAusgabeInGebrauch();
  const appTitel = `Mietspiegelrechner ${eingebauteAusgabe.stadt} ${ausgabe.jahr}`;

  useEffect(() => {
    // spezifikation.md §2: unknown paths redirect to /.
    if (!route) navigate('/', { replace: true });
    document.title = route && route.pfad !== '/' ? `${route.titel} – ${appTitel}` : appTitel;
  }, [route, appTitel]);

  useEffect(() => {
    void ladeEnvironmentInfo();
    void ladeBerechtigungen();
    // The later steps' code is warmed on the user's first keystroke, click or focus, not on a
    // timer: it then never competes with the first page's start (issue 12 §3, Lighthouse's Total
    // Blocking Time counted about 100 ms for it), and is still there long before Weiter.
    const ereignisse = ['pointerdown', 'keydown', 'focusin'] as const;
    const vorladen = () => {
      for (const e of ereignisse) window.removeEventListener(e, vorladen, true);
      ladeSchritteVor();
    };
    for (const e of ereignisse) window.addEventListener(e, vorladen, true);
    const beiNachricht = (e: MessageEvent) => {
      verarbeiteKartenNachricht(e, holeUmgebung().info);
    };
    window.addEventListener('message', beiNachricht);
    return () => {
      for (const e of ereignisse) window.removeEventListener(e, vorladen, true);
      window.removeEventListener('message', beiNachricht);
    };
  }, []);

  const aktiv = route ?? findeRoute('/');

  return (
    <>
      {/* issue 29: header, notices and page fill the first screen, the footer at its foot – a
          short page is one screen long (styles.css, #root and .seite) */}
      <div className="seite">
        <header className="kopf">
          <div className="kopf__innen">
            <p className="kopf__titel">{appTitel}</p>
            <nav aria-label="Hauptnavigation">
              <ul>
                <li>
                  <a href="#/berechnung">Neue Berechnung</a>
                </li>
                <li>
                  <a href="#/zuschlaege">Zu- und Abschläge</a>
                </li>
                {schreibrecht && (
                  <li>
                    <a href="#/berechnungsvorlagen">Berechnungsvorlagen</a>
                  </li>
                )}
                {benutzer && (
                  <li>
                    <AbmeldenKnopf />
                  </li>
                )}
              </ul>
            </nav>
          </div>
        </header>
        <Wartungshinweis nurAuf={ersteSeite === seite} />
        <Benachrichtigungsleiste />
        <main className="haupt" id="inhalt">
          <Suspense fallback={<p role="status">Seite wird geladen …</p>}>
            {aktiv?.art === 'schritt' ? (
              <SchrittSeite key={aktiv.schritt} id={aktiv.schritt} />
            ) : (
              aktiv?.seite()
            )}
            <Bereit />
          </Suspense>
        </main>
      </div>
      <footer className="fuss">
        {/* issue 21 §2: on every page, also in the prerendered first page (vorrendern.tsx) */}
        <nav aria-label={FUSSNAVIGATION}>
          <ul className="fuss__links">
            {PFLICHTSEITEN.map((s) => (
              <li key={s.pfad}>
                <a href={`#${s.pfad}`}>{s.link}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          Berechnung nach dem {ausgabe.titel}. Alle Angaben ohne Gewähr; maßgeblich ist die amtliche
          Broschüre.
        </p>
      </footer>
    </>
  );
}
