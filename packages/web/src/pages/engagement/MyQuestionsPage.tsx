import { engagementApi } from '@portal/shared/api/engagement';
import type { PageMeta } from '@portal/shared/content';
import type { MyFeedback, MyQuestion } from '@portal/shared/engagement';
import { href, personalQuestionsSections, routeEnabled } from '@portal/shared/routes';
import { formatDate } from '@portal/shared/vietnam-time';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PanelPager } from '../../components/PanelPager.tsx';
import { call } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';

const PER_PAGE = 10;

type Page<T> = { data: T[]; meta: PageMeta };
type Loaded<T> = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; answer: Page<T> };

/** One of the person's lists, a page at a time, with its loading and error states. */
function usePaged<T>(load: (page: number, signal: AbortSignal) => Promise<Page<T>>) {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  // `attempt` among the dependencies: the retry button loads the same page again.
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ kind: 'loading' });
    load(page, controller.signal)
      .then((answer) => setLoaded({ kind: 'ready', answer }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ kind: 'error' });
      });
    return () => controller.abort();
  }, [load, page, attempt]);
  return { loaded, setPage, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

const loadQuestions = (page: number, signal: AbortSignal) =>
  call(engagementApi.myQuestions, { query: { page, per_page: PER_PAGE }, signal });
const loadFeedback = (page: number, signal: AbortSignal) =>
  call(engagementApi.myFeedback, { query: { page, per_page: PER_PAGE }, signal });

/** A part of the page: its heading, then the loading, error, empty or listed state of its list. */
function Part<T extends { id: number }>({
  id,
  title,
  state,
  what,
  empty,
  children,
}: {
  id: string;
  title: string;
  state: ReturnType<typeof usePaged<T>>;
  /** "câu hỏi", "góp ý": in the loading and error texts and the pager's name. */
  what: string;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  const { loaded, setPage, retry } = state;
  const section = useRef<HTMLElement>(null);
  const ready = loaded.kind === 'ready';
  // The bell's notices open the page at this part (`#cau-hoi-cua-toi`): shown once its list is in.
  useEffect(() => {
    if (ready && window.location.hash === `#${id}`) section.current?.scrollIntoView();
  }, [ready, id]);
  return (
    <section ref={section} id={id} className="panel mt-4" aria-labelledby={`${id}-title`}>
      <h2 className="h4" id={`${id}-title`}>
        {title}
      </h2>
      {loaded.kind === 'loading' && (
        <div className="d-flex justify-content-center py-4" role="status">
          <div className="spinner-border text-primary" />
          <span className="visually-hidden">Đang tải {what}…</span>
        </div>
      )}
      {loaded.kind === 'error' && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          Không tải được {what} của Ông/Bà. Ông/Bà vui lòng thử lại.
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
            Thử lại
          </button>
        </div>
      )}
      {loaded.kind === 'ready' && loaded.answer.data.length === 0 && <p className="mb-0">{empty}</p>}
      {loaded.kind === 'ready' && loaded.answer.data.length > 0 && (
        <>
          <p className="small text-body-secondary">
            {loaded.answer.meta.total.toLocaleString('vi-VN')} {what}
          </p>
          <ul className="list-unstyled my-messages">
            {loaded.answer.data.map((item) => (
              <li key={item.id} className="border-top pt-3 mb-3">
                {children(item)}
              </li>
            ))}
          </ul>
          <PanelPager label={`Trang của danh sách ${what}`} meta={loaded.answer.meta} onPage={setPage} />
        </>
      )}
    </section>
  );
}

const statusBadge = (label: string, done: boolean) => (
  <span className={done ? 'badge text-bg-success' : 'badge text-bg-light'}>{label}</span>
);

function QuestionItem({ question }: { question: MyQuestion }) {
  const { answer } = question;
  return (
    <article aria-labelledby={`question-${question.id}`}>
      <h3 className="h6 mb-1 fw-semibold" id={`question-${question.id}`}>
        Câu hỏi số {question.id}
        {question.topic ? ` · ${question.topic}` : ''}
      </h3>
      <div className="small text-body-secondary mb-2">
        Gửi ngày <time dateTime={question.created_at}>{formatDate(question.created_at)}</time> ·{' '}
        {statusBadge(question.status_label, answer !== null)}
      </div>
      <p className="challenge-text mb-2">{question.question}</p>
      {answer ? (
        <div className="border-start border-3 border-success ps-3">
          <h4 className="h6 mb-1">Trả lời</h4>
          <div className="small text-body-secondary mb-2">
            {answer.unit ? `${answer.unit}, ngày ` : 'Ngày '}
            <time dateTime={answer.answered_at}>{formatDate(answer.answered_at)}</time>
          </div>
          {/* Sanitised by the server when staff saved it, as every rich text of the portal. */}
          <div className="post-body" dangerouslySetInnerHTML={{ __html: answer.html }} />
          {answer.published && (
            <p className="small mb-0">
              Câu hỏi và câu trả lời được công bố trong mục <Link to={href('QuestionAndAnswer')}>Hỏi đáp</Link>.
            </p>
          )}
        </div>
      ) : (
        <p className="small text-body-secondary mb-0">Sở chưa trả lời câu hỏi này.</p>
      )}
    </article>
  );
}

function FeedbackItem({ feedback }: { feedback: MyFeedback }) {
  return (
    <article aria-labelledby={`feedback-${feedback.id}`}>
      <h3 className="h6 mb-1 fw-semibold" id={`feedback-${feedback.id}`}>
        {feedback.subject}
      </h3>
      <div className="small text-body-secondary mb-2">
        Gửi ngày <time dateTime={feedback.created_at}>{formatDate(feedback.created_at)}</time> ·{' '}
        {statusBadge(feedback.status_label, feedback.status === 'handled')}
        {feedback.handled_at && (
          <>
            {' '}
            ngày <time dateTime={feedback.handled_at}>{formatDate(feedback.handled_at)}</time>
          </>
        )}
      </div>
      <p className="challenge-text mb-2">{feedback.message}</p>
      {feedback.replies.length === 0 ? (
        <p className="small text-body-secondary mb-0">Sở chưa gửi thư trả lời góp ý này.</p>
      ) : (
        feedback.replies.map((reply) => (
          <div key={reply.id} className="border-start border-3 border-success ps-3 mb-2">
            <h4 className="h6 mb-1">{reply.subject}</h4>
            <div className="small text-body-secondary mb-2">
              Trả lời ngày <time dateTime={reply.sent_at}>{formatDate(reply.sent_at)}</time>
            </div>
            {/* Plain text as staff typed it: React shows it as text, never as HTML. */}
            <p className="challenge-text mb-0">{reply.body}</p>
          </div>
        ))
      )}
    </article>
  );
}

/**
 * Câu hỏi và góp ý của tôi: the questions the person asked on Hỏi đáp and the feedback
 * sent from Liên hệ while signed in, with the department's answers, readable here whether or not
 * the person still receives the mails. The bell's notices of an answer or a reply open it.
 */
export function Component() {
  const { settings } = useStore(session);
  const questions = usePaged(loadQuestions);
  const feedback = usePaged(loadFeedback);
  const canAsk = routeEnabled('QuestionAndAnswer', settings);
  const canSend = routeEnabled('Contact', settings);

  return (
    <section className="page-section" aria-labelledby="my-messages-title">
      <h1 className="page-title" id="my-messages-title">
        Câu hỏi và góp ý của tôi
      </h1>
      <p>
        Các câu hỏi và góp ý Ông/Bà đã gửi khi đăng nhập, cùng câu trả lời của Sở. Câu trả lời cũng được gửi đến email
        của tài khoản.
      </p>
      <Part
        id={personalQuestionsSections.questions}
        title="Câu hỏi đã gửi"
        what="câu hỏi"
        state={questions}
        empty={
          <>
            Ông/Bà chưa gửi câu hỏi nào khi đăng nhập.
            {canAsk && (
              <>
                {' '}
                Ông/Bà có thể đặt câu hỏi trong mục <Link to={href('QuestionAndAnswer')}>Hỏi đáp</Link>.
              </>
            )}
          </>
        }
      >
        {(question: MyQuestion) => <QuestionItem question={question} />}
      </Part>
      <Part
        id={personalQuestionsSections.feedback}
        title="Góp ý đã gửi"
        what="góp ý"
        state={feedback}
        empty={
          <>
            Ông/Bà chưa gửi góp ý nào khi đăng nhập.
            {canSend && (
              <>
                {' '}
                Ông/Bà có thể gửi góp ý trong mục <Link to={href('Contact')}>Liên hệ</Link>.
              </>
            )}
          </>
        }
      >
        {(item: MyFeedback) => <FeedbackItem feedback={item} />}
      </Part>
    </section>
  );
}
