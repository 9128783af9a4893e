import { Link, useLocation, useMatches } from 'react-router';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { ipAdviceLink, type MenuItem } from './menu.ts';
import type { RouteHandle } from './router.tsx';

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
  const current = useCurrentRouteName();
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {items.map((item) => {
        if (item.outside)
          return (
            <li className="nav-item" key={`${item.to} ${item.label}`}>
              <ExternalLink className="nav-link" href={item.to}>
                {item.label}
              </ExternalLink>
            </li>
          );
        // A link of the department's to a page of the portal is the current one on that page.
        const active = item.name
          ? current !== undefined && item.routes.includes(current)
          : pathname === item.to.split('?')[0];
        return (
          <li className="nav-item" key={`${item.to} ${item.label}`}>
            <Link
              to={item.to}
              className={active ? 'nav-link active' : 'nav-link'}
              // The entry's own page is the page; one under it (a post, /login) is in its section.
              aria-current={active ? (!item.name || current === item.name ? 'page' : 'true') : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
      <li className="nav-item">
        <ExternalLink className="nav-link" href={ipAdviceLink.href}>
          {ipAdviceLink.label}
        </ExternalLink>
      </li>
    </ul>
  );
}

/** The name of the route shown (the deepest match that has one). */
function useCurrentRouteName() {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  return handles.reverse().find((handle) => handle?.name)?.name;
}
