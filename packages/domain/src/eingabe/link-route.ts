/**
 * The web app's route that opens a "Link zu dieser Berechnung" (issue 30 §2), in a module of its
 * own: the route table of the first page needs the path, not the link's reader, whose schema
 * would bring zod into the first page's scripts (issue 29, `npm run bench -- bundle`).
 */
export const LINK_ROUTE = '/link';
