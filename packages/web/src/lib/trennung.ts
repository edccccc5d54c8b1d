/**
 * German hyphenation of the long words the app shows in narrow places (issue 26 §18): at 320 px
 * a heading, an option or a table's row header broke "Berechnungsergebniss|e" mid-word without
 * a hyphen. CSS `hyphens: auto` (styles.css, `lang="de"`) needs the browser's hyphenation
 * dictionary, which many Chromium builds do not have; a soft hyphen (U+00AD) works everywhere
 * and shows "-" only where the line breaks. Screen readers and the accessible name ignore it.
 *
 * Why a list and not a hyphenation library: the German patterns of `hyphen` are 746 KB, those
 * of Hypher 88 KB (44 KB gzip) – more than the whole first page, for a few dozen words. The
 * browser test `silbentrennung.test.ts` finds every word that still breaks without a hyphen on
 * every step, its Info panel and the other pages at 320 px: a new one goes into this list.
 *
 * Each entry: a word with its breaks (German rules since 1996) as "-". An entry also serves
 * its inflected forms and compounds that begin with it (Vergleichsmiete|n, Betriebskosten|art).
 */
const TRENNUNGEN = [
  'Ab-wei-chun-gen',
  'An-mel-de-ver-su-che',
  'Auf-be-wah-rungs-dau-er',
  'Auf-schlüs-se-lung',
  'Auf-sichts-be-hör-de',
  'Aus-stat-tung',
  'Aus-stat-tungs-merk-mal',
  'Bar-rie-re-frei-heit',
  'Be-hin-der-ten-gleich-stel-lungs-ge-setz',
  'Be-nach-rich-ti-gung',
  'Be-rech-nung',
  'Be-rech-nungs-da-ten',
  'Be-rech-nungs-er-geb-nis-se',
  'Be-rech-nungs-vor-la-ge',
  'Be-trei-ber-an-ga-ben',
  'Be-triebs-kos-ten',
  'Dach-ge-schoss-aus-bau',
  'Da-ten-schutz',
  'Da-ten-schutz-be-auf-trag-te',
  'Da-ten-über-trag-bar-keit',
  'De-zi-mal-trenn-zei-chen',
  'Durch-schnitt-lich',
  'Durch-schnitts-mie-te',
  'Durch-schnitts-wert',
  'Durch-set-zungs-ver-fah-ren',
  'Ein-fa-cher',
  'Elek-tro-ge-rä-te',
  'Er-hö-hungs-schrei-ben',
  'Fuß-bo-den',
  'Fuß-bo-den-hei-zung',
  'Ge-bäu-de-typ',
  'Ge-bäu-de-ty-pen',
  'Ge-bär-den-spra-che',
  'Ge-gen-sprech-an-la-ge',
  'Ge-mein-schafts-an-ten-ne',
  'Ge-mein-schafts-wasch-ma-schi-ne',
  'Ge-schirr-spül-ma-schi-ne',
  'Grund-aus-stat-tung',
  'Grund-ver-ord-nung',
  'Haft-pflicht-ver-si-che-rung',
  'Hand-tuch-heiz-kör-per',
  'Hin-ter-grund-kar-te',
  'In-duk-ti-ons-koch-feld',
  'In-ter-net-ver-bin-dung',
  'Kap-pungs-gren-ze',
  'Kar-ten-aus-schnitt',
  'Kü-chen-grund-aus-stat-tung',
  'Lan-des-be-auf-trag-te',
  'Lan-des-haupt-stadt',
  'Mehr-fa-mi-li-en-haus',
  'Miet-er-hö-hung',
  'Miet-preis-brem-se',
  'Miet-spie-gel',
  'Miet-spie-gel-rech-ner',
  'Mo-der-ni-sie-rung',
  'Mo-der-ni-sier-te',
  'Nach-kom-ma-stel-len',
  'Nach-kriegs-bau',
  'Rechts-grund-la-ge',
  'Sa-ni-tär-be-reich',
  'Sa-tel-li-ten-schüs-sel',
  'Schorn-stein-rei-ni-gung',
  'Schwan-kungs-brei-te',
  'Spal-ten-über-schrif-ten',
  'Stadt-plan-pro-gramm',
  'Stich-tags-dif-fe-renz',
  'Stra-ßen-vor-schlä-ge',
  'Teil-in-klu-siv-mie-te',
  'Te-le-kom-mu-ni-ka-ti-on',
  'Über-wa-chungs-stel-le',
  'Ver-ant-wort-li-che',
  'Ver-gleichs-mie-te',
  'Wär-me-däm-mung',
  'Warm-was-ser-ge-rä-te',
  'Was-ser-ver-sor-gung',
  'Woh-nungs-grö-ße',
  'Zu-sam-men-fas-sung',
  'Zu-sam-men-set-zung',
  'Zu-satz-aus-stat-tung',
  'Zwei-fa-mi-li-en-häu-ser',
] as const;

const WEICH = '\u00AD';

/** word without breaks (first letter as written and lower-cased) → word with soft hyphens */
const woerter = new Map<string, string>();
for (const eintrag of TRENNUNGEN) {
  const wort = eintrag.replaceAll('-', '');
  const getrennt = eintrag.replaceAll('-', WEICH);
  woerter.set(wort, getrennt);
  const klein = (s: string) => s.charAt(0).toLocaleLowerCase('de') + s.slice(1);
  woerter.set(klein(wort), klein(getrennt));
}
const KUERZESTES = 6;
/** endings after which a compound takes a linking s (Fugen-s) */
const FUGEN_S = /(ung|heit|keit|schaft|tät|ion|ling|tum)$/;

/** The breaks of one word: a listed word, else its longest listed beginning and the rest. */
function trenneWort(wort: string): string {
  const ganz = woerter.get(wort);
  if (ganz) return ganz;
  for (let ende = wort.length - 1; ende >= KUERZESTES; ende--) {
    const anfang = woerter.get(wort.slice(0, ende));
    if (!anfang) continue;
    let rest = wort.slice(ende);
    let vorn = anfang;
    // the linking s of a compound stays with its first part (Berechnungs-ergebnis)
    if (rest.length > 3 && rest.startsWith('s') && FUGEN_S.test(anfang)) {
      vorn += 's';
      rest = rest.slice(1);
    }
    // an ending ("-n", "-es") stays with its word; a compound's second part starts a syllable
    if (rest.length < 3) return vorn + rest;
    const restGross = rest.charAt(0).toLocaleUpperCase('de') + rest.slice(1);
    const restGetrennt = woerter.get(restGross);
    return vorn + WEICH + (restGetrennt ? restGetrennt.toLocaleLowerCase('de') : rest);
  }
  return wort;
}

/** Never two letters alone on the next line ("Berechnungsergebnis-|se" reads badly). */
function ohneKurzesEnde(getrennt: string): string {
  const letzte = getrennt.lastIndexOf(WEICH);
  return letzte >= 0 && getrennt.length - letzte - 1 < 3
    ? getrennt.slice(0, letzte) + getrennt.slice(letzte + 1)
    : getrennt;
}

/** `text` with soft hyphens in its long words (the text reads and is announced the same). */
export function trenne(text: string): string {
  return text.replace(/\p{L}{8,}/gu, (wort) => ohneKurzesEnde(trenneWort(wort)));
}
