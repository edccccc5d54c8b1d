/**
 * The server-rendered sign-in page (GET/POST /anmeldung): plain HTML form, German, accessible
 * (labels, error announced with role="alert" and tied to the fields), the app's colours
 * (packages/web/src/styles.css). The hash route the user wanted (#/save …) is not sent to the
 * server; a tiny external script (CSP: scripts only from 'self') copies it into a hidden field.
 */
import { FUSSNAVIGATION, PFLICHTSEITEN } from '@mietspiegel/domain';
import { authTexte as t } from './texte.ts';

export interface AnmeldeseitenDaten {
  ziel: string;
  hash: string;
  name?: string;
  fehler?: string;
  angemeldetAls?: string | null;
}

const ESCAPE: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
function html(text: string): string {
  return text.replace(/[&<>"']/g, (z) => ESCAPE[z] ?? z);
}

export const ANMELDESKRIPT_PFAD = '/anmeldung.js';
export const ANMELDESKRIPT = `(function () {
  var feld = document.getElementById('hash');
  if (feld && window.location.hash) feld.value = window.location.hash;
  var weiter = document.getElementById('weiter');
  if (weiter) {
    var ziel = weiter.getAttribute('href') + '&hash=' + encodeURIComponent(window.location.hash);
    weiter.setAttribute('href', ziel);
    if (weiter.hasAttribute('data-automatisch')) window.location.replace(ziel);
  }
})();
`;

const STIL = `
:root { --primaer: #333333; --sekundaer: #ffd200; --akzent: #005a9c; --fehler: #b3261e; --fehler-hg: #fde8e6; --rand: #767676;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; line-height: 1.5; color: #1a1a1a; background: #fff; }
* { box-sizing: border-box; }
body { margin: 0; min-width: 320px; }
header { background: var(--primaer); color: #fff; padding: 0.75rem 1rem; border-bottom: 4px solid var(--sekundaer); }
header p { margin: 0; font-weight: 600; }
main { max-width: 28rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { display: block; width: 100%; font: inherit; padding: 0.5rem; margin-top: 0.25rem; border: 1px solid var(--rand); border-radius: 4px; }
input[aria-invalid="true"] { border: 2px solid var(--fehler); }
button { margin-top: 1.5rem; font: inherit; font-weight: 600; padding: 0.6rem 1.5rem; color: #fff; background: var(--akzent); border: 0; border-radius: 4px; cursor: pointer; }
button:hover { background: #00457a; }
:focus-visible { outline: 3px solid var(--akzent); outline-offset: 2px; }
.fehler { color: var(--fehler); background: var(--fehler-hg); border-left: 4px solid var(--fehler); padding: 0.75rem; margin: 1rem 0; }
a { color: var(--akzent); }
footer { max-width: 28rem; margin: 2rem auto; padding: 1rem; border-top: 1px solid var(--rand); }
footer ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; margin: 0; padding: 0; }
footer a { display: inline-block; padding: 0.25rem 0; }
`;

/** Issue 21 §2: the footer of every page links the pages a public authority must have. */
const FUSS = `<footer><nav aria-label="${html(FUSSNAVIGATION)}"><ul>${PFLICHTSEITEN.map(
  (s) => `<li><a href="/berechnung.html#${s.pfad}">${html(s.link)}</a></li>`,
).join('')}</ul></nav></footer>`;

function rahmen(titel: string, inhalt: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(titel)}</title>
<style>${STIL}</style>
</head>
<body>
<header><p>Mietspiegelrechner München</p></header>
<main>
${inhalt}</main>
${FUSS}
<script src="${ANMELDESKRIPT_PFAD}"></script>
</body>
</html>
`;
}

export function anmeldeseite(d: AnmeldeseitenDaten): string {
  const fehlerId = 'anmeldung-fehler';
  const fehlerAttribute = d.fehler ? ` aria-invalid="true" aria-describedby="${fehlerId}"` : '';
  return rahmen(
    d.fehler ? `Fehler: ${t.seitentitel}` : t.seitentitel,
    `<h1>${html(t.ueberschrift)}</h1>
<p>${html(t.einleitung)}</p>
${d.angemeldetAls ? `<p>${html(t.angemeldetAls(d.angemeldetAls))}</p>\n` : ''}${d.fehler ? `<div class="fehler" role="alert" id="${fehlerId}">${html(d.fehler)}</div>\n` : ''}<form method="post" action="/anmeldung">
<input type="hidden" name="ziel" value="${html(d.ziel)}">
<input type="hidden" name="hash" id="hash" value="${html(d.hash)}">
<label for="name">${html(t.feldName)}</label>
<input id="name" name="name" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${html(d.name ?? '')}"${fehlerAttribute}>
<label for="passwort">${html(t.feldPasswort)}</label>
<input id="passwort" name="passwort" type="password" autocomplete="current-password" required${fehlerAttribute}>
<button type="submit">${html(t.knopf)}</button>
</form>
<p><a href="/">${html(t.zurueck)}</a></p>
`,
  );
}

/**
 * With OpenID Connect (issue 12 §1): the page that sends the browser on to the provider. The
 * script adds the hash route (#/save …), which the browser would lose at the provider, and
 * follows the link at once; without script the user follows it (the hash route is then lost).
 */
export function weiterleitungsseite(d: { startAdresse: string; angemeldetAls: string | null }) {
  return rahmen(
    t.seitentitel,
    `<h1>${html(t.ueberschrift)}</h1>
<p>${html(t.einleitung)}</p>
${d.angemeldetAls ? `<p>${html(t.angemeldetAls(d.angemeldetAls))}</p>\n` : ''}<p>${html(t.oidcWeiterleitung)}</p>
<p><a id="weiter" href="${html(d.startAdresse)}"${d.angemeldetAls ? '' : ' data-automatisch'}>${html(t.oidcWeiter)}</a></p>
<p><a href="/">${html(t.zurueck)}</a></p>
`,
  );
}

/** A sign-in through the provider that failed: the reason, and a way to try again. */
export function oidcFehlerseite(d: { meldung: string; erneutAdresse: string }): string {
  return rahmen(
    `Fehler: ${t.seitentitel}`,
    `<h1>${html(t.oidcFehlerUeberschrift)}</h1>
<div class="fehler" role="alert">${html(d.meldung)}</div>
<p><a href="${html(d.erneutAdresse)}">${html(t.oidcErneut)}</a></p>
<p><a href="/">${html(t.zurueck)}</a></p>
`,
  );
}
