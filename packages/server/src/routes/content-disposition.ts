/**
 * `Content-Disposition: attachment` with a file name that may hold umlauts (RFC 6266): an ASCII
 * fallback in `filename` for old clients and the exact UTF-8 name in `filename*` (RFC 5987),
 * e.g. `attachment; filename="Mietspiegel_Muenchen.pdf"; filename*=UTF-8''Mietspiegel_M%C3%BCnchen.pdf`.
 */
const ERSATZ: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};

export function contentDisposition(dateiname: string): string {
  const ascii = dateiname
    .replace(/[äöüÄÖÜß]/g, (z) => ERSATZ[z] ?? '_')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * ! unescaped; RFC 5987 attr-char does not allow ' ( ) *.
  const utf8 = encodeURIComponent(dateiname).replace(
    /['()*]/g,
    (z) => `%${z.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
