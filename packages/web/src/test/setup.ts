import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazy page loads its chunk and its data before it shows: on two cores busy with other test
// files that took over the library's 1 s once, and a passing test failed (CI, 06/12/2026). findBy*
// and waitFor wait up to 5 s (the project's test timeout is 15 s); what never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.style.fontSize = '';
});
