import { useEffect, useState } from 'react';
import { HIGH_CONTRAST_CLASS, rememberHighContrast, storedHighContrast } from '../lib/reading-preferences.ts';

/**
 * High-contrast mode (Circular 22/2023 asks state portals for it beside the text size): light
 * text on black, yellow links, every control outlined. A toggle button, remembered per browser.
 */
export function ContrastToggle() {
  const [on, setOn] = useState(storedHighContrast);

  useEffect(() => {
    document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, on);
    rememberHighContrast(on);
  }, [on]);

  return (
    <button
      type="button"
      className="contrast-toggle"
      aria-pressed={on}
      onClick={() => setOn((value) => !value)}
      title="Chế độ tương phản cao"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 1.5a6.5 6.5 0 0 1 0 13z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">Tương phản cao</span>
    </button>
  );
}
