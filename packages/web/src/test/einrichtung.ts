/**
 * Set-up of the web component tests. They wait for states (findBy…, waitFor), never for fixed
 * times; the default ceiling of 1 s for such a wait is too short on a busy 2-core machine (CI
 * while other work runs, issue 9: the suites must pass with the CPU fully loaded), where one
 * render of the results page alone can take longer. A wait still ends at once when its state
 * comes; only a state that never comes costs the ceiling.
 */
import { vi } from 'vitest';
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });

/*
 * Issue 26 §18: the app puts soft hyphens (U+00AD) into long words (lib/trennung.ts). Browsers
 * leave them out of accessible names and matched text; happy-dom and dom-accessibility-api keep
 * them, so "Berechnungsergebnisse" would no longer name its heading here. The component tests
 * read the words as written; the hyphenation itself is tested by lib/trennung.test.ts (the real
 * module) and in Chromium by packages/e2e/tests/silbentrennung.test.ts.
 */
vi.mock('../lib/trennung.ts', () => ({ trenne: (text: string) => text }));
