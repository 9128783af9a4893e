import { NavLink } from 'react-router';
import { ExternalLink } from './ExternalLink.tsx';
import { ipAdviceLink, type MenuItem } from './menu.ts';

/** The menu's links, in the bar on wide screens and in the offcanvas on narrow ones. */
export function MenuLinks({
  items,
  className,
  onNavigate,
}: {
  items: MenuItem[];
  className: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li className="nav-item" key={item.name}>
          <NavLink to={item.to} end={item.to === '/'} className="nav-link" onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
      <li className="nav-item">
        <ExternalLink className="nav-link" href={ipAdviceLink.href}>
          {ipAdviceLink.label}
        </ExternalLink>
      </li>
    </ul>
  );
}
