import { ExternalLink } from './ExternalLink.tsx';

/** Share this page on Facebook and Zalo; the server's Open Graph tags make the preview. */
export function ShareLinks() {
  const address = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <div className="share-links">
      <span>Chia sẻ:</span>
      <ExternalLink href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`}>
        Facebook
      </ExternalLink>
      <ExternalLink href={`https://zalo.me/share?u=${encodeURIComponent(address)}`}>Zalo</ExternalLink>
    </div>
  );
}
