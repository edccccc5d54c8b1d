// /loggedout.html after a failed sign-out (issue 26 §13): the app opens the page with
// ?abmeldung=fehlgeschlagen when POST /logout had no ok answer (spezifikation.md §7 keeps the
// navigation). The page then says so instead of "Sie wurden abgemeldet." and offers to retry,
// with the server's German message or the connection message when that fails too (issue 26 §16).
// A plain script of its own: the page is static and its CSP allows scripts of this origin only.
(function () {
  'use strict';
  /** The same text as KEINE_VERBINDUNG in src/api/fehlertext.ts (a test keeps them equal). */
  var KEINE_VERBINDUNG =
    'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';
  var PARAMETER = 'abmeldung';
  if (new URLSearchParams(location.search).get(PARAMETER) !== 'fehlgeschlagen') return;

  var abgemeldet = document.getElementById('abgemeldet');
  var fehlgeschlagen = document.getElementById('fehlgeschlagen');
  var knopf = document.getElementById('erneut');
  var status = document.getElementById('abmeldestatus');
  if (!abgemeldet || !fehlgeschlagen || !knopf || !status) return;
  abgemeldet.hidden = true;
  fehlgeschlagen.hidden = false;
  document.title = document.title.replace(/^Abgemeldet/, 'Abmeldung fehlgeschlagen');

  function zeigeAbgemeldet() {
    fehlgeschlagen.hidden = true;
    abgemeldet.hidden = false;
    document.title = document.title.replace(/^Abmeldung fehlgeschlagen/, 'Abgemeldet');
    var url = new URL(location.href);
    url.searchParams.delete(PARAMETER);
    history.replaceState(null, '', url.pathname + url.search + url.hash);
    var ueberschrift = abgemeldet.querySelector('h1');
    if (ueberschrift) {
      ueberschrift.tabIndex = -1;
      ueberschrift.focus();
    }
  }

  /** The server's German messages of a failed answer, or null. */
  function meldungenAus(antwort) {
    return antwort
      .json()
      .then(function (body) {
        var liste = body && Array.isArray(body.fehler) ? body.fehler : [];
        var texte = liste
          .map(function (f) {
            return f && typeof f.meldung === 'string' ? f.meldung.trim() : '';
          })
          .filter(Boolean);
        return texte.length > 0 ? texte.join(' ') : null;
      })
      .catch(function () {
        return null;
      });
  }

  var laeuft = false;
  knopf.addEventListener('click', function () {
    if (laeuft) return;
    laeuft = true;
    knopf.setAttribute('aria-disabled', 'true');
    status.textContent = 'Sie werden abgemeldet …';
    fetch('/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
    })
      .then(
        function (antwort) {
          if (antwort.ok) {
            return antwort
              .json()
              .catch(function () {
                return null;
              })
              .then(function (body) {
                // with OpenID Connect the provider's logout page ends the session there too
                var adresse = body && body.abmeldeAdresse;
                if (typeof adresse === 'string' && /^https?:\/\//.test(adresse)) {
                  location.assign(adresse);
                  return;
                }
                status.textContent = '';
                zeigeAbgemeldet();
              });
          }
          return meldungenAus(antwort).then(function (meldung) {
            status.textContent =
              'Die Abmeldung ist wieder fehlgeschlagen. ' +
              (meldung || 'Bitte versuchen Sie es in einigen Sekunden erneut.');
          });
        },
        function () {
          status.textContent = 'Die Abmeldung ist wieder fehlgeschlagen. ' + KEINE_VERBINDUNG;
        },
      )
      .finally(function () {
        laeuft = false;
        knopf.removeAttribute('aria-disabled');
      });
  });
})();
