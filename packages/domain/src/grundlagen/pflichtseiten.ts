/**
 * The pages a public authority must have (issue 21 §2), linked from the footer of every page –
 * the web app's (App.tsx) and the server's sign-in pages (auth/anmeldeseite.ts): hash route of
 * the web app, the link's name and the page's heading. Apart from betreiber.ts on purpose: the
 * footer is on the first page, the operator schema belongs in the pages' lazy chunk.
 */
export const PFLICHTSEITEN = [
  { pfad: '/barrierefreiheit', link: 'Barrierefreiheit', titel: 'Erklärung zur Barrierefreiheit' },
  { pfad: '/leichte-sprache', link: 'Leichte Sprache', titel: 'Leichte Sprache' },
  { pfad: '/datenschutz', link: 'Datenschutz', titel: 'Datenschutz' },
  { pfad: '/impressum', link: 'Impressum', titel: 'Impressum' },
] as const;

/** The footer navigation's accessible name. */
export const FUSSNAVIGATION = 'Hinweise zum Angebot';
