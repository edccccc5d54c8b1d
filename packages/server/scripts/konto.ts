/**
 * Accounts CLI (README "Konten"): works on the same database as the server (DATABASE_URL or
 * PGlite in DATA_DIR). With PGlite the server must be stopped first (one process per folder).
 *
 *   npm run konto -- anlegen --name <login> --passwort-stdin [--berechtigung <RECHT>]…
 *   npm run konto -- passwort --name <login> --passwort-stdin
 *   npm run konto -- berechtigen --name <login> --berechtigung <RECHT>
 *   npm run konto -- entziehen --name <login> --berechtigung <RECHT>
 *   npm run konto -- loeschen --name <login>
 *   npm run konto -- liste
 */
import { fuehreAus, NutzungsFehler, oeffneDatenbankAusUmgebung } from './cli.ts';
import { ALLE_BERECHTIGUNGEN } from '../src/auth/benutzer.ts';
import { KontoExistiertFehler, KontoRepository } from '../src/auth/konto-repository.ts';
import { hashePasswort } from '../src/auth/passwort.ts';
import { SitzungsRepository } from '../src/auth/sitzungs-repository.ts';

const HILFE = `Konten des Mietspiegelrechners verwalten.

  npm run konto -- anlegen --name <login> --passwort-stdin [--berechtigung <RECHT>]…
  npm run konto -- passwort --name <login> --passwort-stdin
  npm run konto -- berechtigen --name <login> --berechtigung <RECHT>
  npm run konto -- entziehen --name <login> --berechtigung <RECHT>
  npm run konto -- loeschen --name <login>
  npm run konto -- liste

Das Passwort wird von der Standardeingabe gelesen (z. B. printf '%s' "$PW" | npm run konto -- …),
mindestens ${10} Zeichen. Bekannte Berechtigungen: ${ALLE_BERECHTIGUNGEN.join(', ')}.
Datenbank: DATABASE_URL (PostgreSQL) oder PGlite in DATA_DIR (Standard ./data) – wie der Server.`;

const MIN_PASSWORTLAENGE = 10;
const LOGIN = /^[A-Za-z0-9._@-]{1,100}$/;

async function lesePasswort(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Passwort eingeben, dann Eingabe und Strg+D: ');
  const teile: Buffer[] = [];
  for await (const teil of process.stdin) teile.push(teil as Buffer);
  const passwort = Buffer.concat(teile)
    .toString('utf8')
    .replace(/\r?\n$/, '');
  if ([...passwort].length < MIN_PASSWORTLAENGE) {
    throw new NutzungsFehler(
      `Das Passwort muss mindestens ${MIN_PASSWORTLAENGE} Zeichen lang sein.`,
    );
  }
  return passwort;
}

function pruefeBerechtigungen(liste: string[]): string[] {
  for (const b of liste) {
    if (!(ALLE_BERECHTIGUNGEN as readonly string[]).includes(b)) {
      throw new NutzungsFehler(
        `Unbekannte Berechtigung „${b}“. Bekannt: ${ALLE_BERECHTIGUNGEN.join(', ')}.`,
      );
    }
  }
  return liste;
}

fuehreAus(
  {
    hilfe: HILFE,
    befehle: ['anlegen', 'passwort', 'berechtigen', 'entziehen', 'loeschen', 'liste'],
    optionen: {
      name: { type: 'string' },
      'passwort-stdin': { type: 'boolean', default: false },
      berechtigung: { type: 'string', multiple: true, default: [] },
    },
    bekannt: [KontoExistiertFehler],
  },
  async (befehl, values) => {
    const name = values.name ?? '';
    const braucheName = () => {
      if (!LOGIN.test(name))
        throw new NutzungsFehler(
          'Bitte --name <login> angeben (Buchstaben, Ziffern, . _ @ -, höchstens 100 Zeichen).',
        );
    };
    const berechtigungen = pruefeBerechtigungen(values.berechtigung ?? []);
    const eineBerechtigung = (): string => {
      if (berechtigungen.length !== 1)
        throw new NutzungsFehler('Bitte genau eine --berechtigung <RECHT> angeben.');
      return berechtigungen[0] as string;
    };
    const passwort = async () => {
      if (!values['passwort-stdin'])
        throw new NutzungsFehler(
          'Bitte --passwort-stdin angeben und das Passwort über die Standardeingabe übergeben.',
        );
      return lesePasswort();
    };

    // Check the arguments (and read the password) before the database is opened.
    if (befehl !== 'liste') braucheName();
    const neuesPasswort = befehl === 'anlegen' || befehl === 'passwort' ? await passwort() : '';
    const recht = befehl === 'berechtigen' || befehl === 'entziehen' ? eineBerechtigung() : '';

    const verbindung = await oeffneDatenbankAusUmgebung();
    const db = async () => verbindung.db;
    const konten = new KontoRepository(db);
    const sitzungen = new SitzungsRepository(db);
    const fehlt = () => {
      throw new NutzungsFehler(`Das Konto „${name}“ gibt es nicht.`);
    };
    try {
      switch (befehl) {
        case 'anlegen':
          await konten.legeAn(name, await hashePasswort(neuesPasswort), berechtigungen);
          console.log(
            `Konto „${name}“ angelegt${berechtigungen.length ? ` mit ${berechtigungen.join(', ')}` : ''}.`,
          );
          break;
        case 'passwort':
          if (!(await konten.setzePasswort(name, await hashePasswort(neuesPasswort)))) fehlt();
          await sitzungen.loescheAlleVon(name);
          console.log(`Passwort von „${name}“ geändert; laufende Sitzungen beendet.`);
          break;
        case 'berechtigen':
          if (!(await konten.gewaehre(name, recht))) fehlt();
          console.log(`„${name}“ hat jetzt ${recht}.`);
          break;
        case 'entziehen':
          if (!(await konten.entziehe(name, recht))) fehlt();
          console.log(`„${name}“ hat ${recht} nicht mehr.`);
          break;
        case 'loeschen':
          if (!(await konten.loesche(name))) fehlt();
          await sitzungen.loescheAlleVon(name);
          console.log(`Konto „${name}“ gelöscht.`);
          break;
        case 'liste':
          for (const k of await konten.alle())
            console.log(`${k.name}\t${k.berechtigungen.join(',') || '–'}`);
          break;
      }
    } finally {
      await verbindung.schliessen();
    }
    return 0;
  },
);
