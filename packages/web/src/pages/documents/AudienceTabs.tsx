import { href } from '@portal/shared/routes';
import { Link } from 'react-router';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';

/** Public and internal documents side by side; the internal tab asks a visitor to sign in (route guard). */
export function AudienceTabs({ internal }: { internal: boolean }) {
  const { token } = useStore(session);
  const tabs = [
    { to: href('Documents'), label: 'Văn bản công khai', current: !internal },
    {
      to: href('InternalDocuments'),
      label: token ? 'Văn bản nội bộ' : 'Văn bản nội bộ (cần đăng nhập)',
      current: internal,
    },
  ];
  return (
    <nav aria-label="Nhóm văn bản" className="category-tabs mb-3">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={tab.current ? 'category-tab active' : 'category-tab'}
          aria-current={tab.current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
