import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A lazy page loads its chunk and its data before it shows: on two cores busy with other test
// files that took over the library's 1 s once, and a passing test failed (CI, 06/12/2026). findBy*
// and waitFor wait up to 5 s (the project's test timeout is 15 s); what never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

// The files share their worker's modules and document (the project's isolate: false): what a test
// leaves in the browser's storage or the globals it stubs goes with it.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // What was drawn outside the test's container (SweetAlert2's toasts, a dialog's backdrop).
  document.body.innerHTML = '';
  document.body.removeAttribute('class');
  document.body.removeAttribute('style');
  document.documentElement.style.fontSize = '';
});
