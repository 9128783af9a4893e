import { engagementApi } from '@portal/shared/api/engagement';
import type { PageMeta } from '@portal/shared/content';
import type { Faq, FaqTopic } from '@portal/shared/engagement';
import { lazy, useId, useState } from 'react';
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigation } from 'react-router';
import { AfterPageShown } from '../../components/AfterPageShown.tsx';
import { listPage, listText } from '../../components/ListFilters.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { call } from '../../lib/api.ts';
import { requireSection } from './sections.ts';

/** The question form and its libraries (forms, validation, captcha) load after the FAQs are shown. */
const AskQuestionFields = lazy(() => import('./AskQuestionForm.tsx'));

interface FaqPageData {
  faqs: Faq[];
  meta: PageMeta;
  topics: FaqTopic[];
  topic: string;
  q: string;
}

/** /FAQ: the FAQs by topic, searchable and filtered by topic (both in the address), and the question form. */
export async function loader({ request }: LoaderFunctionArgs): Promise<FaqPageData> {
  await requireSection('question_and_answer');
  const url = new URL(request.url);
  const q = listText(url, 'q');
  const topic = listText(url, 'topic');
  const [list, topics] = await Promise.all([
    call(engagementApi.faqs, { query: { page: listPage(url), q, topic } }),
    call(engagementApi.faqTopics),
  ]);
  return { faqs: list.data, meta: list.meta, topics: topics.data, topic, q };
}

/**
 * Scrolls to the question form and puts focus on its heading. Not a `#hash` link: the layout
 * re-keys the page on the full address, which would clear a half-written form.
 */
function goToQuestionForm() {
  const heading = document.getElementById('gui-cau-hoi');
  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** The FAQs of one page, in the server's order, gathered under their topic. */
function byTopic(faqs: Faq[]): [string, Faq[]][] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) groups.set(faq.topic, [...(groups.get(faq.topic) ?? []), faq]);
  return [...groups];
}

export function Component() {
  const { faqs, meta, topics, topic, q } = useLoaderData<FaqPageData>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/FAQ';

  return (
    <section className="page-section faq-page">
      <h1 className="page-title">Hỏi đáp</h1>
      <p className="page-intro">
        Câu trả lời cho những câu hỏi thường gặp về Nghị quyết 57 và cách dùng Cổng thông tin. Không thấy điều cần tìm?{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={goToQuestionForm}>
          Gửi câu hỏi cho chúng tôi
        </button>
        .
      </p>
      <Form method="get" role="search" aria-label="Tìm câu hỏi" className="search-form my-3">
        <label htmlFor="faq-search" className="visually-hidden">
          Tìm câu hỏi
        </label>
        <input
          id="faq-search"
          name="q"
          type="search"
          defaultValue={q}
          className="form-control"
          placeholder="Tìm câu hỏi (gõ có dấu hoặc không dấu)"
          maxLength={200}
        />
        {topic && <input type="hidden" name="topic" value={topic} />}
        <button type="submit" className="btn btn-primary">
          Tìm kiếm
        </button>
      </Form>
      <TopicFilter topics={topics} topic={topic} q={q} />
      <div aria-busy={loading} className={loading ? 'list-loading mt-3' : 'mt-3'}>
        {q && (
          <p className="text-body-secondary" role="status">
            Tìm thấy {meta.total} câu hỏi cho “{q}”{topic ? ` trong chủ đề “${topic}”` : ''}.
          </p>
        )}
        {faqs.length === 0 ? (
          <div className="alert alert-info" role="status">
            {q
              ? 'Không có câu hỏi nào phù hợp với từ khóa. Hãy thử từ khóa khác, hoặc gửi câu hỏi ở phần dưới.'
              : 'Mục này chưa có câu hỏi nào. Ông/Bà có thể gửi câu hỏi ở phần dưới.'}
          </div>
        ) : (
          byTopic(faqs).map(([name, items]) => (
            <section key={name} className="faq-group" aria-label={name}>
              <h2 className="faq-topic">{name}</h2>
              <div className="faq-accordion">
                {items.map((faq) => (
                  <FaqItem key={faq.id} faq={faq} />
                ))}
              </div>
            </section>
          ))
        )}
        <Pagination page={meta.page} lastPage={meta.last_page} label="Phân trang hỏi đáp" />
      </div>
      <section className="panel engagement-form mt-5" aria-labelledby="gui-cau-hoi">
        <h2 id="gui-cau-hoi" className="h4" tabIndex={-1}>
          Gửi câu hỏi
        </h2>
        <p>
          Câu hỏi được chuyển đến cán bộ Sở Khoa học và Công nghệ. Chúng tôi trả lời qua email của Ông/Bà và có thể đăng
          câu hỏi (không kèm thông tin cá nhân) lên mục Hỏi đáp.
        </p>
        <AfterPageShown fallback={<p role="status">Đang tải biểu mẫu…</p>}>
          <AskQuestionFields topics={topics} />
        </AfterPageShown>
      </section>
    </section>
  );
}

/** Topic chips: links that keep the search words, so the filter lives in the address. */
function TopicFilter({ topics, topic, q }: { topics: FaqTopic[]; topic: string; q: string }) {
  const { pathname } = useLocation();
  const hrefFor = (value: string) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (value) params.set('topic', value);
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  if (topics.length === 0) return null;
  return (
    <nav aria-label="Chủ đề hỏi đáp" className="category-tabs">
      <Link
        to={hrefFor('')}
        className={topic ? 'category-tab' : 'category-tab active'}
        aria-current={topic ? undefined : 'page'}
      >
        Tất cả chủ đề
      </Link>
      {topics.map((item) => (
        <Link
          key={item.topic}
          to={hrefFor(item.topic)}
          className={item.topic === topic ? 'category-tab active' : 'category-tab'}
          aria-current={item.topic === topic ? 'page' : undefined}
        >
          {item.topic} <span className="faq-topic-count">({item.count})</span>
        </Link>
      ))}
    </nav>
  );
}

/** One question of the accordion (WAI-ARIA pattern): a heading's button shows or hides its answer. */
function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={open ? 'faq-item open' : 'faq-item'}>
      <h3 className="faq-question">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
        >
          {faq.question}
        </button>
      </h3>
      {/* The answer is HTML sanitised by the server (content/rich-html.ts) when it was saved. */}
      <section
        id={`${id}-answer`}
        aria-labelledby={`${id}-button`}
        className="faq-answer post-body"
        hidden={!open}
        dangerouslySetInnerHTML={{ __html: faq.answer }}
      />
    </div>
  );
}
