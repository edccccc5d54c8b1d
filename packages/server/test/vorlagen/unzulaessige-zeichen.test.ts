/**
 * Text PostgreSQL cannot store (NUL, lone UTF-16 surrogates) is refused with the German
 * envelope at every entry where request text reaches the database – never a 500 (issue 9 A4):
 * the sign-in form, every list filter, findByDateiname, template name, comment and
 * berechnungsdaten on POST and PUT, the id in the path, the session cookie.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { LISTENSPALTEN } from '../../src/vorlagen/vorlagen-repository.ts';
import {
  anmelden,
  beispielDaten,
  DATENBANKART,
  legeKontoAn,
  PFAD,
  RECHT,
  testUmgebung,
  vorlage,
} from './hilfen.ts';

const json = { 'content-type': 'application/json' };
const u = testUmgebung();
let cookie: string;
let id: number;

beforeAll(async () => {
  await legeKontoAn(u.datenbank, 'erika', 'erika-passwort', [RECHT]);
  cookie = await anmelden(u.app, 'erika', 'erika-passwort');
  const r = await u.app.inject({
    method: 'POST',
    url: PFAD,
    headers: { cookie, ...json },
    payload: vorlage('Bestand'),
  });
  id = r.json().dateiId;
});

function erwarteAbgelehnt(r: LightMyRequestResponse, feld: string) {
  expect(r.statusCode).toBe(400);
  expect(r.json()).toEqual({
    fehler: [
      {
        feld,
        meldung:
          'Die Eingabe enthält ein unzulässiges Zeichen (Nullzeichen oder ungültiges Unicode). Bitte entfernen Sie es.',
      },
    ],
  });
}

/** berechnungsdaten with `text` in a free string field of the calculation. */
function datenMit(text: string) {
  const d = beispielDaten();
  return {
    ...d,
    pdfParameters: { ...d.pdfParameters, stichtagsdifferenz: { stand: text, hoehe: 2.5 } },
  };
}

const TEXTE = [
  ['Nullzeichen', 'a\u0000b'],
  ['einzelnes hohes Surrogat', 'a\ud800b'],
  ['einzelnes tiefes Surrogat', 'a\udc00b'],
] as const;

describe(`Unzulässige Zeichen (${DATENBANKART})`, () => {
  it.each(['name', 'passwort'])('Anmeldeformular: %s mit Nullzeichen → 400', async (feld) => {
    const felder = { name: 'erika', passwort: 'erika-passwort', [feld]: 'a\u0000' };
    const r = await u.app.inject({
      method: 'POST',
      url: '/anmeldung',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(felder).toString(),
    });
    erwarteAbgelehnt(r, feld);
  });

  it.each(LISTENSPALTEN)('Listenfilter %s=%00 → 400', async (spalte) => {
    erwarteAbgelehnt(
      await u.app.inject({ url: `${PFAD}?${spalte}=a%00`, headers: { cookie } }),
      spalte,
    );
  });

  it('findByDateiname mit Nullzeichen → 400', async () => {
    erwarteAbgelehnt(
      await u.app.inject({
        url: `${PFAD}/search/findByDateiname?dateiname=Bestand%00`,
        headers: { cookie },
      }),
      'dateiname',
    );
  });

  it('Id im Pfad mit Nullzeichen → 400', async () => {
    erwarteAbgelehnt(await u.app.inject({ url: `${PFAD}/1%00`, headers: { cookie } }), 'id');
  });

  describe.each(TEXTE)('%s', (_art, text) => {
    const koerper = [
      ['dateiname', { ...vorlage('x'), dateiname: text }],
      ['kommentar', vorlage('Kommentar', text)],
      [
        'berechnungsdaten.pdfParameters.stichtagsdifferenz.stand',
        { ...vorlage('Daten'), berechnungsdaten: datenMit(text) },
      ],
      [
        'berechnungsdaten.pdfParameters.zusaetzlicheBegruendungen',
        {
          ...vorlage('Freitext'),
          berechnungsdaten: {
            ...beispielDaten(),
            pdfParameters: { ...beispielDaten().pdfParameters, zusaetzlicheBegruendungen: text },
          },
        },
      ],
      [
        `berechnungsdaten.${text}`,
        { ...vorlage('Schluessel'), berechnungsdaten: { ...beispielDaten(), [text]: 1 } },
      ],
    ] as const;

    it.each(koerper)('POST und PUT mit %s → 400, nichts gespeichert', async (feld, body) => {
      const payload = JSON.stringify(body);
      const neu = await u.app.inject({
        method: 'POST',
        url: PFAD,
        headers: { cookie, ...json },
        payload,
      });
      erwarteAbgelehnt(neu, feld);
      const geaendert = await u.app.inject({
        method: 'PUT',
        url: `${PFAD}/${id}`,
        headers: { cookie, ...json, 'if-match': '*' },
        payload,
      });
      erwarteAbgelehnt(geaendert, feld);
      const bestand = await u.app.inject({ url: `${PFAD}/${id}`, headers: { cookie } });
      expect(bestand.json()).toMatchObject({ dateiname: 'Bestand', version: 1 });
    });
  });

  it('ein Sitzungs-Cookie mit Nullzeichen ist einfach keine Sitzung', async () => {
    const r = await u.app.inject({
      url: '/api/sso/userinfo',
      headers: { cookie: 'mietspiegel_sitzung=a%00b' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().name).toBeNull();
  });
});
