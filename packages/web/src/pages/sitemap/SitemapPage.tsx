import { categoriesApi } from '@portal/shared/api/content';
import { pathOf } from '@portal/shared/api/endpoint';
import { docsApi } from '@portal/shared/api/settings';
import type { Category } from '@portal/shared/content';
import { href, type RouteName, routeByName, routeEnabled } from '@portal/shared/routes';
import { Link, useLoaderData } from 'react-router';
import { call } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';

/** /sitemap: every section of the portal on one page, as state portals offer it (Circular 22/2023). */
export async function loader(): Promise<{ categories: Category[] }> {
  return { categories: (await call(categoriesApi.list)).data };
}

const sections: { title: string; routes: RouteName[] }[] = [
  { title: 'Giới thiệu', routes: ['Home', 'Introduce', 'ProposeIntroduce'] },
  {
    title: 'Khoa học, công nghệ và đổi mới sáng tạo',
    routes: ['ProductIndex', 'BigProblemIndex', 'ProposeIndex', 'Results', 'ReportMonitor'],
  },
  { title: 'Văn bản', routes: ['Documents', 'InternalDocuments'] },
  {
    title: 'Tham gia của người dân, doanh nghiệp',
    routes: ['createProduct', 'PersonalProposeList', 'IdeaCreate', 'IdeaPersonalList', 'PersonalQuestions'],
  },
  { title: 'Hỗ trợ', routes: ['QuestionAndAnswer', 'Contact', 'Search'] },
  { title: 'Tài khoản', routes: ['Login', 'Profile'] },
];

export function Component() {
  const { categories } = useLoaderData<{ categories: Category[] }>();
  const { settings } = useStore(session);
  const shown = (name: RouteName) => routeEnabled(name, settings);

  return (
    <section className="page-section sitemap-page">
      <h1 className="page-title">Sơ đồ cổng thông tin</h1>
      <div className="row g-4">
        <div className="col-md-6 col-lg-4">
          <h2 className="h5">Tin tức - Hoạt động</h2>
          <ul>
            <li>
              <Link to={href('PostIndex')}>Tất cả tin tức</Link>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={href('Category', { id: category.slug })}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </div>
        {sections.map((section) => (
          <div key={section.title} className="col-md-6 col-lg-4">
            <h2 className="h5">{section.title}</h2>
            <ul>
              {section.routes.filter(shown).map((name) => {
                const route = routeByName(name);
                return (
                  <li key={name}>
                    <Link to={route.path}>{route.title}</Link>
                    {route.requiresLogin && <span className="text-body-secondary"> (cần đăng nhập)</span>}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        <div className="col-md-6 col-lg-4">
          <h2 className="h5">Dữ liệu mở</h2>
          <ul>
            <li>
              <Link to={href('OpenData')}>Các bộ dữ liệu mở (CSV, JSON)</Link>
            </li>
            <li>
              <a href="/rss.xml">Tin tức dạng RSS</a>
            </li>
            <li>
              <a href="/sitemap.xml">Sơ đồ cổng cho máy tìm kiếm (sitemap.xml)</a>
            </li>
            <li>
              <a href={pathOf(docsApi.openApi)}>Mô tả giao diện lập trình (OpenAPI)</a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
