import { type ReactNode, useEffect, useRef } from 'react';
import { SiteSearchForm } from '../components/SiteSearchForm.tsx';
import { UserArea } from '../features/auth/UserArea.tsx';
import { MenuLinks } from './MenuLinks.tsx';
import type { MenuItem } from './menu.ts';

interface MobileMenuProps {
  items: MenuItem[];
  onClose: () => void;
  /** The signed-in person's bell (loaded lazily by the header), under their menu. */
  bell?: ReactNode;
}

/**
 * The menu as an offcanvas panel on narrow screens, drawn while it is open (the header loads it
 * lazily). Written on Bootstrap's offcanvas styles rather than react-bootstrap's component, which
 * would add its transition and overlay machinery.
 */
export default function MobileMenu({ items, onClose, bell }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [onClose]);

  return (
    <>
      <div
        ref={panelRef}
        id="mobile-menu"
        className="offcanvas offcanvas-end show"
        role="dialog"
        aria-modal="true"
        aria-labelledby="mobile-menu-title"
        tabIndex={-1}
      >
        <div className="offcanvas-header">
          <h2 className="offcanvas-title h5" id="mobile-menu-title">
            Danh mục
          </h2>
          <button type="button" className="btn-close" aria-label="Đóng menu" onClick={onClose} />
        </div>
        <div className="offcanvas-body">
          <UserArea variant="panel" onNavigate={onClose} />
          {bell}
          <SiteSearchForm className="d-flex mb-3" onSubmit={onClose} />
          <MenuLinks items={items} className="nav flex-column" onNavigate={onClose} />
        </div>
      </div>
      <div className="offcanvas-backdrop fade show" onClick={onClose} aria-hidden="true" />
    </>
  );
}
