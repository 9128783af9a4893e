import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders `children` (a lazy part, such as a form with its validation and captcha) only once the
 * page around it is on screen, with `fallback` until then and while its code loads. Asked for
 * during the page's first render, that code would be fetched before the page's largest paint
 * (which comes at the end of the page's fade-in), and a slow phone's paint would wait for it: 45 KB
 * of script on the FAQ page.
 */
export function AfterPageShown({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the commit is painted; the task after that frame runs once it is on screen.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void pageAnimationsSettled().then(() => {
          if (live) setShown(true);
        });
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return <Suspense fallback={fallback}>{shown ? children : fallback}</Suspense>;
}

/** Resolves when the animations with an end (the page's fade-in, not a spinner) have ended or stopped. */
function pageAnimationsSettled(): Promise<unknown> {
  const ending = (document.getAnimations?.() ?? []).filter((animation) =>
    Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
  );
  return Promise.allSettled(ending.map((animation) => animation.finished));
}
