import { IMAGE_MAX_WIDTH, imageAt, imageSrcSet } from '@portal/shared/images';

/** The covers' shape: 16:9, cropped to fit whatever an editor uploaded. */
const WIDTH = IMAGE_MAX_WIDTH;
const HEIGHT = (IMAGE_MAX_WIDTH * 9) / 16;

/**
 * A post's cover in the sizes the server makes (`srcset`), described by its `alt` (what the editor
 * wrote of it). `sizes` is how wide it shows; `first` for the picture that leads the page (loaded
 * at once, ahead of the rest: it is the largest thing painted), every other one loads as it nears
 * the screen. Width and height keep its place while it loads, so nothing below it jumps.
 */
export function CoverImage({
  url,
  alt,
  sizes,
  first = false,
  eager = first,
  className = 'cover-image',
}: {
  url: string;
  alt: string;
  sizes: string;
  first?: boolean;
  /** Loaded at once though not first: a picture on the first screen that is not its largest thing. */
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={imageAt(url, 960)}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      width={WIDTH}
      height={HEIGHT}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
    />
  );
}
