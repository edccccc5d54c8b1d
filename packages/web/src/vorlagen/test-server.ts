/**
 * Test double of the template API at the fetch boundary (component tests only): an in-memory
 * set of templates with versions, answering like the server contract of the brief (HAL list,
 * findByDateiname, ETag / If-Match with 412, 409 for a taken name). Every request is recorded.
 */
import { vi } from 'vitest';
import {
  berechnungsdatenSchema,
  keineFehlerFlags,
  leererEntwurf,
  type Berechnungsdaten,
  type Berechnungsvorlage,
  type BerechnungsvorlagenListe,
  type VorlageEingabe,
} from '@mietspiegel/domain';
import type { VorlagenSpalte } from '../api/vorlagen.ts';

/** Valid stored data (the domain's `berechnungsdatenSchema`) resuming at `aktuellerSchritt`. */
export function testDaten(aktuellerSchritt = 2, wohnflaeche = '65.5'): Berechnungsdaten {
  return {
    pdfParameters: { berechnung: { ...leererEntwurf(), wohnflaeche }, stichtagsdifferenz: null },
    ergebnis: null,
    errors: keineFehlerFlags(),
    aktuellerSchritt,
  };
}

export interface Aufruf {
  methode: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

interface Eintrag {
  vorlage: Berechnungsvorlage;
  version: number;
}

const BASIS = '/api/backend-service/berechnungsvorlages';

export class VorlagenTestServer {
  readonly aufrufe: Aufruf[] = [];
  private eintraege = new Map<number, Eintrag>();
  private naechsteId = 1;
  /** Answer every request with this status instead (e.g. 500), when set. */
  stoerung: { status: number; body?: unknown } | null = null;
  readonly fetch = vi.fn((eingabe: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(this.beantworte(eingabe, init)),
  );

  lege(
    dateiname: string,
    kommentar = '',
    berechnungsdaten: Berechnungsdaten = testDaten(),
  ): Berechnungsvorlage {
    const dateiId = this.naechsteId++;
    const href = `http://localhost:3000${BASIS}/${dateiId}`;
    const vorlage: Berechnungsvorlage = {
      dateiId,
      dateiname,
      kommentar,
      anlagedatum: '2026-11-20T10:00:00Z',
      anlagenutzer: 'anna',
      aenderungsdatum: '2026-11-21T10:00:00Z',
      aenderungsnutzer: 'berta',
      version: 0,
      berechnungsdaten,
      _links: { self: { href }, berechnungsvorlage: { href } },
    };
    this.eintraege.set(dateiId, { vorlage, version: 0 });
    return vorlage;
  }

  /** Someone else changes the template: its ETag moves on. */
  aendereHeimlich(dateiId: number): void {
    const e = this.eintraege.get(dateiId);
    if (e) e.version += 1;
  }

  alle(): Berechnungsvorlage[] {
    return [...this.eintraege.values()].map((e) => e.vorlage);
  }

  aufrufeVon(methode: string): Aufruf[] {
    return this.aufrufe.filter((a) => a.methode === methode);
  }

  private beantworte(eingabe: RequestInfo | URL, init: RequestInit = {}): Response {
    const url = new URL(String(eingabe), 'http://localhost:3000');
    const methode = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    this.aufrufe.push({ methode, url, headers, body });
    if (this.stoerung) return json(this.stoerung.status, this.stoerung.body ?? {});

    if (url.pathname === `${BASIS}/search/findByDateiname`) {
      const name = url.searchParams.get('dateiname');
      const gefunden = this.alle().filter((v) => v.dateiname === name);
      return json(200, hal(url, gefunden, gefunden.length, 0, Math.max(gefunden.length, 1)));
    }
    if (url.pathname === BASIS && methode === 'GET') return this.liste(url);
    if (url.pathname === BASIS && methode === 'POST') {
      const daten = body as VorlageEingabe;
      if (this.alle().some((v) => v.dateiname === daten.dateiname)) {
        return json(409, { fehler: [{ feld: 'dateiname', meldung: 'Der Name ist vergeben.' }] });
      }
      const neu = this.lege(
        daten.dateiname,
        daten.kommentar ?? '',
        berechnungsdatenSchema.parse(daten.berechnungsdaten),
      );
      return json(201, neu, '"0"');
    }
    const treffer = /\/(\d+)$/.exec(url.pathname);
    const eintrag = treffer ? this.eintraege.get(Number(treffer[1])) : undefined;
    if (!eintrag) return json(404, {});
    const etag = `"${eintrag.version}"`;
    if (methode === 'GET') return json(200, eintrag.vorlage, etag);
    if (headers.get('If-Match') !== etag) return json(412, {});
    if (methode === 'DELETE') {
      this.eintraege.delete(eintrag.vorlage.dateiId);
      return new Response(null, { status: 204 });
    }
    if (methode === 'PUT') {
      const daten = body as VorlageEingabe;
      if (this.alle().some((v) => v.dateiname === daten.dateiname && v !== eintrag.vorlage)) {
        return json(409, { fehler: [{ feld: 'dateiname', meldung: 'Der Name ist vergeben.' }] });
      }
      eintrag.vorlage = {
        ...eintrag.vorlage,
        dateiname: daten.dateiname,
        kommentar: daten.kommentar ?? '',
        berechnungsdaten: berechnungsdatenSchema.parse(daten.berechnungsdaten),
      };
      eintrag.version += 1;
      return json(200, eintrag.vorlage, `"${eintrag.version}"`);
    }
    return json(405, {});
  }

  private liste(url: URL): Response {
    const seite = Number(url.searchParams.get('page') ?? 0);
    const groesse = Number(url.searchParams.get('size') ?? 20);
    const spalten: VorlagenSpalte[] = ['dateiId', 'dateiname', 'kommentar', 'anlagenutzer'];
    let liste = this.alle().filter((v) =>
      spalten.every((s) => {
        const f = url.searchParams.get(s);
        return (
          f === null ||
          String(v[s] ?? '')
            .toLowerCase()
            .includes(f.toLowerCase())
        );
      }),
    );
    const [feld, richtung] = (url.searchParams.get('sort') ?? 'dateiId,asc').split(',');
    liste = [...liste].sort((a, b) => {
      const x = String(a[feld as VorlagenSpalte] ?? '');
      const y = String(b[feld as VorlagenSpalte] ?? '');
      const v = feld === 'dateiId' ? Number(x) - Number(y) : x.localeCompare(y);
      return richtung === 'desc' ? -v : v;
    });
    const teil = liste.slice(seite * groesse, (seite + 1) * groesse);
    return json(200, hal(url, teil, liste.length, seite, groesse));
  }
}

/** A list answer in the domain's shape (`berechnungsvorlagenListeSchema`). */
function hal(
  url: URL,
  vorlagen: Berechnungsvorlage[],
  gesamt: number,
  seite: number,
  groesse: number,
): BerechnungsvorlagenListe {
  return {
    _embedded: { berechnungsvorlages: vorlagen },
    _links: { self: { href: url.href } },
    page: {
      size: groesse,
      totalElements: gesamt,
      totalPages: Math.ceil(gesamt / groesse),
      number: seite,
    },
  };
}

function json(status: number, body: unknown, etag?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/hal+json' };
  if (etag) headers.ETag = etag;
  return new Response(JSON.stringify(body), { status, headers });
}
