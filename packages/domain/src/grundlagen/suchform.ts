/**
 * The one folding of text that is searched (issue 11 address search; issue 17 §6 template
 * list): lower case, ä/ö/ü/ß spelled out as ae/oe/ue/ss, other accents dropped – so "Müller",
 * "mueller" and "MÜLLER" are one word, as are "Straße" and "strasse". Both sides of a search
 * (the stored text and what the user typed) go through this function. Pure.
 */
export function suchform(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
