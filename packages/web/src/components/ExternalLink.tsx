import type { ReactNode } from 'react';

/** A link to another site: a new tab, no opener, and said so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (mở trong thẻ mới)</span>
    </a>
  );
}
