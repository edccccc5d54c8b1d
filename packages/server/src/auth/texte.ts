/**
 * German texts of sign-in and access control. The spec has no wording for them (§6 only names
 * the permission); they live here, once.
 */
export const authTexte = {
  seitentitel: 'Anmeldung – Mietspiegelrechner München',
  ueberschrift: 'Anmeldung',
  einleitung:
    'Melden Sie sich an, um Berechnungsvorlagen zu speichern, zu laden und zu bearbeiten.',
  feldName: 'Anmeldename',
  feldPasswort: 'Passwort',
  knopf: 'Anmelden',
  zurueck: 'Zurück zum Mietspiegelrechner',
  angemeldetAls: (name: string): string => `Sie sind angemeldet als „${name}“.`,
  felderLeer: 'Bitte geben Sie Anmeldename und Passwort ein.',
  /** Uniform: never says whether the name or the password was wrong. */
  fehlgeschlagen: 'Die Anmeldung ist fehlgeschlagen. Anmeldename oder Passwort ist falsch.',
  zuVieleVersuche: (wartenMs: number): string => {
    const sekunden = Math.max(1, Math.ceil(wartenMs / 1000));
    const minuten = Math.ceil(sekunden / 60);
    const dauer =
      sekunden < 60
        ? `${sekunden} ${sekunden === 1 ? 'Sekunde' : 'Sekunden'}`
        : `${minuten} ${minuten === 1 ? 'Minute' : 'Minuten'}`;
    return `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${dauer} erneut.`;
  },
  fremdeHerkunft: 'Die Anfrage kommt nicht von dieser Seite und wurde deshalb abgelehnt.',
  nichtAngemeldet: 'Bitte melden Sie sich an.',
  keineBerechtigung: 'Ihnen fehlt die Berechtigung, Berechnungsvorlagen zu bearbeiten.',
  abgemeldet: 'Sie wurden abgemeldet.',
  // Sign-in through OpenID Connect (issue 12 §1).
  oidcWeiterleitung:
    'Sie werden zur Anmeldung beim Anmeldedienst Ihrer Organisation weitergeleitet.',
  oidcWeiter: 'Weiter zur Anmeldung',
  oidcFehlerUeberschrift: 'Anmeldung nicht möglich',
  oidcErneut: 'Erneut anmelden',
  oidcNichtErreichbar:
    'Der Anmeldedienst ist zurzeit nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut. Der Mietspiegelrechner selbst ist ohne Anmeldung weiter nutzbar.',
  oidcNichtBestaetigt:
    'Die Anmeldung konnte nicht bestätigt werden: Die Antwort des Anmeldedienstes gehört nicht zu dieser Anmeldung. Bitte melden Sie sich erneut an.',
  oidcVorgangFehlt:
    'Die Anmeldung ist abgelaufen oder wurde in einem anderen Fenster neu begonnen. Bitte melden Sie sich erneut an.',
  oidcAbgelehnt:
    'Der Anmeldedienst hat die Anmeldung nicht bestätigt (abgebrochen oder abgelehnt). Bitte melden Sie sich erneut an.',
  oidcKeinPasswort:
    'Die Anmeldung mit Anmeldename und Passwort ist abgeschaltet: Dieser Server meldet über den Anmeldedienst Ihrer Organisation an.',
} as const;
