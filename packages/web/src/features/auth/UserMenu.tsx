import { href } from '@portal/shared/routes';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { displayName, session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { logout } from './logout.ts';
import { openAuthModal } from './modals.ts';

/** The menu under a signed-in user's name (docs/DOMAIN.md, "The spec's contract", section 2). */
export default function UserMenu({ variant, onNavigate }: { variant: 'bar' | 'panel'; onNavigate?: () => void }) {
  const { user } = useStore(session);
  const navigate = useNavigate();
  const [open, setOpen] = useState(variant === 'panel');
  const menuId = useId();
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open || variant === 'panel') return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open, variant]);

  if (!user) return null;
  const done = () => {
    if (variant === 'bar') setOpen(false);
    onNavigate?.();
  };
  const links = [
    { to: href('Profile'), label: 'Thông tin cá nhân' },
    { to: href('createProduct'), label: 'Gửi đề xuất' },
    { to: href('PersonalProposeList'), label: 'Đề xuất của tôi' },
    { to: href('IdeaPersonalList'), label: 'Ý tưởng của tôi' },
    { to: href('PersonalQuestions'), label: 'Câu hỏi và góp ý của tôi' },
  ];

  return (
    <nav
      className={variant === 'bar' ? 'user-menu' : 'user-menu user-menu--panel'}
      ref={rootRef}
      aria-label="Tài khoản"
    >
      {variant === 'bar' && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm user-menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {user.avatar ? <img src={user.avatar} alt="" width={24} height={24} className="user-avatar" /> : null}
          <span>{displayName(user)}</span>
        </button>
      )}
      {open && (
        <ul id={menuId} className="user-menu-list">
          {variant === 'panel' && <li className="user-menu-name">{displayName(user)}</li>}
          <li>
            <Link to={links[0]?.to ?? '/'} onClick={done}>
              {links[0]?.label}
            </Link>
          </li>
          {user.is_admin && (
            <li>
              <a href="/admin/" target="_blank" rel="noopener" onClick={done}>
                Trang quản trị<span className="visually-hidden"> (mở trong thẻ mới)</span>
              </a>
            </li>
          )}
          <MenuButton onClick={() => openAuthModal({ name: 'changePassword' })} done={done}>
            Đổi mật khẩu
          </MenuButton>
          {links.slice(1).map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={done}>
                {link.label}
              </Link>
            </li>
          ))}
          <MenuButton onClick={() => void logout((path) => void navigate(path))} done={done}>
            Đăng xuất
          </MenuButton>
        </ul>
      )}
    </nav>
  );
}

/** A menu entry that does something rather than lead to a page: the menu closes (`done`) first. */
function MenuButton({ onClick, done, children }: { onClick: () => void; done: () => void; children: ReactNode }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => {
          done();
          onClick();
        }}
      >
        {children}
      </button>
    </li>
  );
}
