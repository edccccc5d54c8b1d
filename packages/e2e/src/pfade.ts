import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (packages/e2e/src → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The built web app; `npm test` builds it before the browser tests run. */
export const WEB_DIST = `${REPO_ROOT}packages/web/dist`;
