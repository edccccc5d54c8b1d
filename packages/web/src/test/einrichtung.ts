/**
 * Set-up of the web component tests. They wait for states (findBy…, waitFor), never for fixed
 * times; the default ceiling of 1 s for such a wait is too short on a busy 2-core machine (CI
 * while other work runs, issue 9: the suites must pass with the CPU fully loaded), where one
 * render of the results page alone can take longer. A wait still ends at once when its state
 * comes; only a state that never comes costs the ceiling.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
