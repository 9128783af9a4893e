import { useEffect, useState } from 'react';

const STORAGE_KEY = 'font-scale';
const MIN = 0.875;
const MAX = 1.5;
const STEP = 0.125;

function storedScale(): number {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return value >= MIN && value <= MAX ? value : 1;
  } catch {
    return 1;
  }
}

/** Text size buttons: every size in the portal is in rem, so scaling the root font scales the text. */
export function ZoomControls() {
  const [scale, setScale] = useState(storedScale);

  useEffect(() => {
    document.documentElement.style.fontSize = scale === 1 ? '' : `${scale * 100}%`;
    try {
      localStorage.setItem(STORAGE_KEY, String(scale));
    } catch {
      // Without storage the size still applies to this visit.
    }
  }, [scale]);

  return (
    <fieldset className="zoom-controls" aria-label="Cỡ chữ">
      <button
        type="button"
        onClick={() => setScale((value) => Math.max(MIN, value - STEP))}
        disabled={scale <= MIN}
        title="Giảm cỡ chữ"
      >
        <ZoomLabel symbol="A−" label="Giảm cỡ chữ" />
      </button>
      <button type="button" onClick={() => setScale(1)} title="Cỡ chữ mặc định">
        <ZoomLabel symbol="A" label="Cỡ chữ mặc định" />
      </button>
      <button
        type="button"
        onClick={() => setScale((value) => Math.min(MAX, value + STEP))}
        disabled={scale >= MAX}
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
