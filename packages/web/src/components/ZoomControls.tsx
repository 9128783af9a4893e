import { useEffect, useState } from 'react';
import { applyFontScale, FONT_SCALE, rememberFontScale, storedFontScale } from '../lib/reading-preferences.ts';

/** Text size buttons, remembered per browser. */
export function ZoomControls() {
  const [scale, setScale] = useState(storedFontScale);

  useEffect(() => {
    applyFontScale(scale);
    rememberFontScale(scale);
  }, [scale]);

  return (
    <fieldset className="zoom-controls" aria-label="Cỡ chữ">
      <button
        type="button"
        onClick={() => setScale((value) => Math.max(FONT_SCALE.min, value - FONT_SCALE.step))}
        disabled={scale <= FONT_SCALE.min}
        title="Giảm cỡ chữ"
      >
        <ZoomLabel symbol="A−" label="Giảm cỡ chữ" />
      </button>
      <button type="button" onClick={() => setScale(1)} title="Cỡ chữ mặc định">
        <ZoomLabel symbol="A" label="Cỡ chữ mặc định" />
      </button>
      <button
        type="button"
        onClick={() => setScale((value) => Math.min(FONT_SCALE.max, value + FONT_SCALE.step))}
        disabled={scale >= FONT_SCALE.max}
        title="Tăng cỡ chữ"
      >
        <ZoomLabel symbol="A+" label="Tăng cỡ chữ" />
      </button>
    </fieldset>
  );
}

/** The short sign is what the eye sees; the words are what a screen reader says. */
function ZoomLabel({ symbol, label }: { symbol: string; label: string }) {
  return (
    <>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}
