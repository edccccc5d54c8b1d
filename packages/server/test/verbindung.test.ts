/**
 * The HTTP layer over real sockets: answers Node or Fastify write before any hook (malformed
 * requests, shutdown) and the time limits of a connection (issue 9, A6 and A8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatenbankVerbindung } from '../src/db/datenbank.ts';
import { meldungenAus, testApp } from './hilfen.ts';
import { lausche, rohAnfrage, verbinde, zerlegeAntwort } from './roh.ts';

/**
 * These tests never touch the database; without this stand-in, listening would open the
 * embedded one (seconds of initdb per app).
 */
const ohneDatenbank: DatenbankVerbindung = {
  art: 'pglite',
  db: {} as DatenbankVerbindung['db'],
  schliessen: async () => undefined,
};

function pruefeSicherheitsHeader(header: Record<string, string>): void {
  expect(header['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(header['x-content-type-options']).toBe('nosniff');
  expect(header['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(header['x-frame-options']).toBe('DENY');
}

describe('Antworten vor jedem Hook: deutsch und mit Sicherheitsheadern', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await testApp({}, { datenbank: ohneDatenbank });
    port = await lausche(app);
  });
  afterAll(() => app.close());

  // Answers that Fastify writes keep the connection open; `Connection: close` ends the read.
  it.each([
    {
      fall: 'unbekannte Methode',
      anfrage: 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n',
      status: 400,
      meldung: 'Die Anfragemethode wird nicht unterstützt.',
    },
    {
      // Issue 18 §7: Node closed a CONNECT without a word (no 'connect' listener).
      fall: 'CONNECT (kein Proxy)',
      anfrage: 'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n',
      status: 400,
      meldung: 'Die Anfragemethode wird nicht unterstützt.',
    },
    {
      fall: 'ungültige Längenangabe',
      anfrage:
        'POST /api/backend-service/berechnung HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: zehn\r\n\r\n',
      status: 400,
      meldung: 'Die Längenangabe der Anfrage ist ungültig.',
    },
    {
      fall: 'Längenangabe und Transfer-Encoding zugleich',
      anfrage:
        'POST /api/backend-service/berechnung HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      status: 400,
      meldung: 'Die Anfrage ist ungültig.',
    },
    {
      fall: 'Leerzeichen in der Adresse',
      anfrage: 'GET /berechnung html HTTP/1.1\r\nHost: x\r\n\r\n',
      status: 400,
      meldung: 'Die Anfrage ist ungültig.',
    },
    {
      fall: 'Kopfzeilen über 16 KB',
      anfrage: `GET /health HTTP/1.1\r\nHost: x\r\nX-Gross: ${'a'.repeat(17 * 1024)}\r\n\r\n`,
      status: 431,
      meldung: 'Die Kopfzeilen der Anfrage sind zu groß.',
    },
    {
      fall: 'kaputte Prozentkodierung',
      anfrage: 'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      status: 400,
      meldung: 'Die Adresse der Anfrage ist ungültig.',
    },
    {
      fall: 'unerfüllbares Expect',
      anfrage: 'GET /health HTTP/1.1\r\nHost: x\r\nExpect: wunder\r\n\r\n',
      status: 417,
      meldung: 'Die Erwartung der Anfrage (Expect) kann nicht erfüllt werden.',
    },
    {
      fall: 'HTTP/1.1 ohne Host',
      anfrage: 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n',
      status: 400,
      meldung: 'Der Anfrage fehlt die Kopfzeile „Host“.',
    },
  ])('$fall → $status', async ({ anfrage, status, meldung }) => {
    const antwort = zerlegeAntwort(await rohAnfrage(port, anfrage));
    expect(antwort.status).toBe(status);
    expect(antwort.header['content-type']).toBe('application/json; charset=utf-8');
    expect(meldungenAus(antwort.koerper)).toEqual([meldung]);
    pruefeSicherheitsHeader(antwort.header);
  });
});

describe('Beenden', () => {
  it('eine Anfrage, die beim Beenden noch ankommt, bekommt 503 auf Deutsch mit Sicherheitsheadern', async () => {
    const app = await testApp({}, { datenbank: ohneDatenbank });
    // A request in flight keeps the server closing; the next one on its connection arrives then.
    let freigeben = () => {};
    const sperre = new Promise<void>((resolve) => (freigeben = resolve));
    let gestartet = () => {};
    const laeuft = new Promise<void>((resolve) => (gestartet = resolve));
    app.get('/test/langsam', async () => {
      gestartet();
      await sperre;
      return { fertig: true };
    });
    let schliessenBegonnen = () => {};
    const schliesst = new Promise<void>((resolve) => (schliessenBegonnen = resolve));
    app.addHook('preClose', async () => schliessenBegonnen());
    const port = await lausche(app);
    let zweiteAngekommen = () => {};
    const angekommen = new Promise<void>((resolve) => (zweiteAngekommen = resolve));
    app.server.on('request', (request: { url?: string }) => {
      if (request.url === '/health') zweiteAngekommen();
    });

    const verbindung = await verbinde(port);
    verbindung.socket.write('GET /test/langsam HTTP/1.1\r\nHost: x\r\n\r\n');
    await laeuft;
    const geschlossen = app.close();
    await schliesst;
    verbindung.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    await angekommen;
    freigeben();

    const text = await verbindung.geschlossen;
    const erste = zerlegeAntwort(text);
    expect(erste.status).toBe(200);
    const zweite = zerlegeAntwort(text.slice(text.indexOf('HTTP/1.1', 1)));
    expect(zweite.status).toBe(503);
    expect(zweite.header.connection).toBe('close');
    expect(meldungenAus(zweite.koerper)).toEqual([
      'Der Server wird gerade beendet. Bitte versuchen Sie es gleich noch einmal.',
    ]);
    pruefeSicherheitsHeader(zweite.header);
    await geschlossen;
  });
});

describe('Zeitlimits einer Verbindung', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    // Short limits so the tests finish quickly, yet long enough for a busy machine to send a
    // whole request in time; the limit of a connection on which nothing moves is the longest,
    // so the request limits answer first.
    app = await testApp(
      {
        REQUEST_TIMEOUT_MS: '1000',
        HEADERS_TIMEOUT_MS: '1000',
        CONNECTION_TIMEOUT_MS: '4000',
        KEEP_ALIVE_TIMEOUT_MS: '500',
      },
      { datenbank: ohneDatenbank },
    );
    port = await lausche(app);
  });
  afterAll(() => app.close());

  const pruefe408 = (text: string) => {
    const antwort = zerlegeAntwort(text);
    expect(antwort.status).toBe(408);
    expect(meldungenAus(antwort.koerper)).toEqual([
      'Die Anfrage kam nicht rechtzeitig vollständig an.',
    ]);
    pruefeSicherheitsHeader(antwort.header);
  };

  it('ein halb gesendeter Körper bekommt 408 und die Verbindung wird geschlossen', async () => {
    const verbindung = await verbinde(port);
    verbindung.socket.write(
      'POST /api/backend-service/berechnung HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":12345',
    );
    pruefe408(await verbindung.geschlossen);
  });

  it('unvollständige Kopfzeilen bekommen 408', async () => {
    const verbindung = await verbinde(port);
    verbindung.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');
    pruefe408(await verbindung.geschlossen);
  });

  it('eine Verbindung, auf der nichts kommt, bekommt 408', async () => {
    const verbindung = await verbinde(port);
    pruefe408(await verbindung.geschlossen);
  });

  it('ein halb gesendeter Körper bekommt 408 auch, wenn das Leerlauflimit gleich lang ist (wie in der Voreinstellung: je 30 s)', async () => {
    // Issue 18 §7: the idle limit closed the connection first, without the 408.
    const gleich = await testApp(
      { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000', CONNECTION_TIMEOUT_MS: '1000' },
      { datenbank: ohneDatenbank },
    );
    try {
      const verbindung = await verbinde(await lausche(gleich));
      verbindung.socket.write(
        'POST /api/backend-service/berechnung HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":12345',
      );
      pruefe408(await verbindung.geschlossen);
    } finally {
      await gleich.close();
    }
  });

  it('eine offen gehaltene Verbindung wird nach der Antwort geschlossen', async () => {
    const verbindung = await verbinde(port);
    verbindung.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    const antwort = zerlegeAntwort(await verbindung.geschlossen);
    expect(antwort.status).toBe(200);
  });
});
