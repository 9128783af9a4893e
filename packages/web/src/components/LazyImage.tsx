import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

/** Shown when an image cannot be loaded. */
export const FALLBACK_IMAGE = '/no-image.svg';

export type LazyImageState = 'loading' | 'loaded' | 'error';

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  /** Required: describe the picture, or '' for a decorative one. */
  alt: string;
  /**
   * Milliseconds the image must stay in view before it loads; leaving the view cancels
   * (docs/DOMAIN.md, "The spec's contract", section 9).
   */
  delay?: number;
  fallback?: string;
}

/**
 * An image loaded once it comes into view (docs/DOMAIN.md, "The spec's contract", section 9):
 * states loading, loaded and error, the fallback source on error, and with a delay, loading starts
 * only after the image stayed in view that long; scrolling it out of view before then cancels.
 */
export function LazyImage({ src, alt, delay = 0, fallback = FALLBACK_IMAGE, className, ...rest }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const [visibleSource, setVisibleSource] = useState<string | undefined>();
  const [state, setState] = useState<LazyImageState>('loading');

  useEffect(() => {
    setState('loading');
    setVisibleSource(undefined);
    const element = holder.current;
    if (!src) {
      setVisibleSource(fallback);
      setState('error');
      return;
    }
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisibleSource(src);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          timer ??= setTimeout(() => {
            setVisibleSource(src);
            observer.disconnect();
          }, delay);
        } else if (timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { rootMargin: delay > 0 ? '0px' : '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [src, delay, fallback]);

  return (
    <span ref={holder} className={`lazy-image is-${state}${className ? ` ${className}` : ''}`} data-state={state}>
      {visibleSource && (
        <img
          {...rest}
          src={visibleSource}
          alt={alt}
          decoding="async"
          onLoad={() => setState((current) => (current === 'error' ? 'error' : 'loaded'))}
          onError={() => {
            if (visibleSource !== fallback) {
              setVisibleSource(fallback);
              setState('error');
            }
          }}
        />
      )}
    </span>
  );
}
