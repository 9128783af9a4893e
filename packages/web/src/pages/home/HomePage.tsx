import { homeApi } from '@portal/shared/api/content';
import type { PostSummary } from '@portal/shared/content';
import { formatDate, formatVietnameseNumber, limitString } from '@portal/shared/format';
import type { Home } from '@portal/shared/home';
import { bannerBackground, defaultHomeSections, type HomeSectionKey, homeBanner } from '@portal/shared/home-layout';
import { isOutsideLink } from '@portal/shared/menu-links';
import { placeNames } from '@portal/shared/names';
import { formatPeriod } from '@portal/shared/periods';
import { href, type RouteName, routeEnabled } from '@portal/shared/routes';
import { Fragment, type ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { CoverImage } from '../../components/CoverImage.tsx';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { call } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';

/** The home page's content in one call (the server answers it into the first page it sends). */
export async function loader(): Promise<Home> {
  return (await call(homeApi.content)).data;
}

/** Hỏi đáp (like every link to it) is shown only while its settings flag is on. */
const quickLinks: { route: RouteName; title: string; text: string }[] = [
  { route: 'Introduce', title: 'Nghị quyết 57', text: 'Nội dung, mục tiêu và các nhóm nhiệm vụ của Nghị quyết.' },
  {
    route: 'createProduct',
    title: 'Gửi đề xuất',
    text: 'Đề xuất sản phẩm, giải pháp, nhu cầu khoa học và công nghệ.',
  },
  { route: 'IdeaCreate', title: 'Gửi ý tưởng', text: 'Ý tưởng đổi mới sáng tạo của người dân, doanh nghiệp.' },
  { route: 'Documents', title: 'Văn bản', text: 'Tra cứu văn bản chỉ đạo, điều hành, hướng dẫn thực hiện.' },
  { route: 'ProposeIndex', title: 'Đề xuất đã duyệt', text: 'Các đề xuất đã được Hội đồng xem xét, công bố.' },
  { route: 'QuestionAndAnswer', title: 'Hỏi đáp', text: 'Giải đáp thắc mắc về cơ chế, chính sách, thủ tục.' },
];

export function Component() {
  const home = useLoaderData<Home>();
  const { settings } = useStore(session);
  const [lead, ...others] = home.featured;
  const banner = homeBanner(settings);
  const layout = (settings?.home_sections ?? defaultHomeSections()).filter((section) => section.visible);
  // "Tin theo chuyên mục" only when it shows a post the news above does not (a new portal's few
  // posts are all there already).
  const aboveIds = layout.some((section) => section.key === 'news')
    ? new Set([...home.featured, ...home.latest].map((post) => post.id))
    : new Set<number>();
  const byCategoryAdds = home.by_category.some(({ posts }) => posts.some((post) => !aboveIds.has(post.id)));

  /** The page's sections by key; the department's settings say which show, in which order. */
  const sections: Record<HomeSectionKey, ReactNode> = {
    news: (
      <section aria-labelledby="home-news" className="home-block">
        <SectionHeading id="home-news" title="Tin nổi bật" more={{ to: href('PostIndex'), label: 'Tất cả tin tức' }} />
        {/* A new portal has no news yet: said, not two empty columns. */}
        {home.featured.length === 0 && home.latest.length === 0 ? (
          <p className="alert alert-info">
            Chưa có tin bài nào. Tin tức, hoạt động của Sở sẽ hiện ở đây khi được đăng.
          </p>
        ) : (
          // One column when the other would be empty (a new portal's first post is both featured and newest).
          <div className="row g-4">
            {lead && (
              <div className={home.latest.length > 0 ? 'col-lg-7' : 'col-12'}>
                <article className="home-lead">
                  {lead.cover_image && (
                    <CoverImage
                      url={lead.cover_image}
                      alt={lead.cover_alt}
                      sizes="(min-width: 992px) 700px, 100vw"
                      // On the first screen at both widths, under the banner: not left to wait for a scroll.
                      eager
                      className="cover-image home-lead-cover"
                    />
                  )}
                  <p className="home-kicker">{lead.category.name}</p>
                  <h3 className="home-lead-title">
                    <Link to={`/posts/${lead.slug}`}>{lead.title}</Link>
                  </h3>
                  <p className="home-meta">
                    <time dateTime={lead.published_at}>{formatDate(lead.published_at)}</time>
                  </p>
                  <p>{lead.summary}</p>
                </article>
                <PostLinks posts={others} />
              </div>
            )}
            {home.latest.length > 0 && (
              <div className={lead ? 'col-lg-5' : 'col-12'}>
                <h3 className="home-subtitle">Tin mới</h3>
                <PostLinks posts={home.latest} withCategory />
              </div>
            )}
          </div>
        )}
      </section>
    ),
    figures: home.monitoring.key_figures.length > 0 && (
      <section aria-labelledby="home-figures" className="home-block">
        <SectionHeading
          id="home-figures"
          title="Kết quả thực hiện Nghị quyết"
          more={{ to: href('ReportMonitor'), label: 'Xem báo cáo theo dõi' }}
        />
        <div className="row g-3">
          {home.monitoring.key_figures.map((figure) => (
            <div className="col-sm-6 col-lg-3" key={figure.name}>
              <div className="home-figure">
                <p className="home-figure-value">
                  {figure.latest === null ? '—' : formatVietnameseNumber(figure.latest.value)}
                  <span className="home-figure-unit"> {figure.unit}</span>
                </p>
                <p className="home-figure-name">{figure.name}</p>
                {figure.latest && (
                  <p className="home-figure-target">
                    Số liệu {formatPeriod(figure.latest.period, { inSentence: true })}
                  </p>
                )}
                <p className="home-figure-target">
                  Mục tiêu {formatVietnameseNumber(figure.target)} {figure.unit} năm {figure.target_year}
                </p>
                {figure.progress !== null && (
                  <div
                    className="progress"
                    role="progressbar"
                    aria-label={`Tiến độ: ${figure.name}`}
                    aria-valuenow={Math.min(100, figure.progress)}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <div className="progress-bar" style={{ width: `${Math.min(100, figure.progress)}%` }} />
                  </div>
                )}
              </div>
            </div>
          ))}
        </div>
      </section>
    ),
    products: home.products.length > 0 && (
      <section aria-labelledby="home-products" className="home-block">
        <SectionHeading
          id="home-products"
          title="Sản phẩm, giải pháp khoa học và công nghệ"
          more={{ to: href('ProductIndex'), label: `Xem ${placeNames.marketplace}` }}
        />
        <div className="row g-3">
          {home.products.map((product) => (
            <div className="col-sm-6 col-lg-3" key={product.id}>
              <Link to={`/products/${product.slug}`} className="home-card">
                <span className="home-kicker">{product.field}</span>
                <span className="home-card-title">{product.name}</span>
                <span className="home-card-text">{limitString(product.summary, 110)}</span>
                <span className="home-meta mt-auto">
                  {product.owner_organisation} · TRL {product.readiness_level}
                </span>
              </Link>
            </div>
          ))}
        </div>
      </section>
    ),
    problems: home.big_problems.length > 0 && (
      <section aria-labelledby="home-problems" className="home-block">
        <SectionHeading
          id="home-problems"
          title="Bài toán lớn đang tìm giải pháp"
          more={{ to: href('BigProblemIndex'), label: 'Tất cả bài toán' }}
        />
        <div className="row g-3">
          {home.big_problems.map((problem) => (
            <div className="col-md-4" key={problem.id}>
              <Link to={`/big-problem/${problem.slug}`} className="home-card">
                <span className="home-kicker">{problem.field}</span>
                <span className="home-card-title">{problem.title}</span>
                <span className="home-card-text">Đơn vị đặt hàng: {problem.ordering_body}</span>
                {problem.deadline && (
                  <span className="home-meta mt-auto">Hạn nhận giải pháp: {formatDate(problem.deadline)}</span>
                )}
              </Link>
            </div>
          ))}
        </div>
      </section>
    ),
    categories: byCategoryAdds && (
      <section aria-labelledby="home-categories" className="home-block">
        <SectionHeading id="home-categories" title="Tin theo chuyên mục" />
        <div className="row g-4">
          {home.by_category.map(({ category, posts }) => (
            <div className="col-md-6 col-lg-4" key={category.id}>
              <h3 className="home-subtitle">
                <Link to={href('Category', { id: category.slug })}>{category.name}</Link>
              </h3>
              <PostLinks posts={posts} />
            </div>
          ))}
        </div>
      </section>
    ),
    quick: (
      <section aria-labelledby="home-quick" className="home-block">
        <SectionHeading id="home-quick" title="Truy cập nhanh" />
        <div className="row g-3">
          {quickLinks
            .filter((link) => routeEnabled(link.route, settings))
            .map((link) => (
              <div className="col-sm-6 col-lg-4" key={link.route}>
                <Link to={href(link.route)} className="home-card">
                  <span className="home-card-title">{link.title}</span>
                  <span className="home-card-text">{link.text}</span>
                </Link>
              </div>
            ))}
        </div>
      </section>
    ),
  };

  return (
    <>
      <section
        className="home-hero"
        // The department's picture under its colour, so that white text stays readable on it.
        style={banner.image ? { backgroundImage: bannerBackground(banner.image) } : undefined}
      >
        <div className="container">
          <h1 className="home-hero-title">{banner.title}</h1>
          <p className="home-hero-lead">{banner.text}</p>
          {banner.link &&
            (isOutsideLink(banner.link.href) ? (
              <ExternalLink className="btn btn-light home-hero-link" href={banner.link.href}>
                {banner.link.label}
              </ExternalLink>
            ) : (
              <Link className="btn btn-light home-hero-link" to={banner.link.href}>
                {banner.link.label}
              </Link>
            ))}
        </div>
      </section>

      <div className="container home-blocks">
        {layout.map((section) => (
          <Fragment key={section.key}>{sections[section.key]}</Fragment>
        ))}
      </div>
    </>
  );
}

function SectionHeading({ id, title, more }: { id: string; title: string; more?: { to: string; label: string } }) {
  return (
    <div className="home-heading">
      <h2 id={id}>{title}</h2>
      {more && <Link to={more.to}>{more.label} →</Link>}
    </div>
  );
}

function PostLinks({ posts, withCategory = false }: { posts: PostSummary[]; withCategory?: boolean }) {
  if (posts.length === 0) return null;
  return (
    <ul className="home-post-links">
      {posts.map((post) => (
        <li key={post.id}>
          <Link to={`/posts/${post.slug}`}>{post.title}</Link>
          <span className="home-meta">
            {' '}
            <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
            {withCategory && ` · ${post.category.name}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
