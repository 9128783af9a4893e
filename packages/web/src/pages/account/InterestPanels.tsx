import { interestsApi } from '@portal/shared/api/interests';
import type { PageMeta } from '@portal/shared/content';
import type { Interest, InterestContact, MyListing } from '@portal/shared/interests';
import { interestDemandLabels, interestStatusLabels } from '@portal/shared/interests';
import { placeNames } from '@portal/shared/names';
import type { DemandType } from '@portal/shared/products';
import { formatDate } from '@portal/shared/vietnam-time';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PanelPager } from '../../components/PanelPager.tsx';
import { call } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';

const PER_PAGE = 10;

type Page<T> = { data: T[]; meta: PageMeta };

/** A list of the person's own, a page at a time, with its loading, error and empty states. */
function usePaged<T>(load: (page: number) => Promise<Page<T>>) {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Page<T> | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    setFailed(false);
    try {
      setAnswer(await load(page));
    } catch {
      setFailed(true);
    }
  }, [load, page]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { page, setPage, answer, failed, reload };
}

/** A panel of the profile page, scrolled into view when the address names it (the notifications' links). */
function Panel<T>({
  id,
  title,
  state,
  empty,
  label,
  children,
}: {
  id: string;
  title: string;
  state: ReturnType<typeof usePaged<T>>;
  empty: string;
  label: string;
  children: (items: T[]) => ReactNode;
}) {
  const { setPage, answer, failed, reload } = state;
  const section = useRef<HTMLElement>(null);
  const loaded = answer !== null;
  useEffect(() => {
    if (loaded && window.location.hash === `#${id}`) section.current?.scrollIntoView();
  }, [loaded, id]);
  return (
    <section ref={section} id={id} className="panel mt-4" aria-labelledby={`${id}-title`}>
      <h2 className="h5" id={`${id}-title`}>
        {title}
      </h2>
      {failed ? (
        <p role="alert">
          Không tải được danh sách.{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void reload()}>
            Thử lại
          </button>
        </p>
      ) : !answer ? (
        <p role="status">Đang tải…</p>
      ) : answer.data.length === 0 ? (
        <p className="mb-0">{empty}</p>
      ) : (
        <>
          <ul className="list-unstyled mb-2">{children(answer.data)}</ul>
          <PanelPager label={`Trang của ${label}`} meta={answer.meta} onPage={setPage} />
        </>
      )}
    </section>
  );
}

/** The other side's contact, shown once the owner accepted. */
function Contact({ contact, who }: { contact: InterestContact; who: string }) {
  const telephone = contact.phone.replace(/[^\d+]/g, '');
  return (
    <div className="interest-contact mt-2">
      <div className="fw-semibold">{who}</div>
      <dl className="mb-0">
        {contact.name && (
          <div>
            <dt className="d-inline">Họ tên: </dt>
            <dd className="d-inline">{contact.name}</dd>
          </div>
        )}
        {contact.email && (
          <div>
            <dt className="d-inline">Email: </dt>
            <dd className="d-inline">
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
        )}
        {contact.phone && (
          <div>
            <dt className="d-inline">Điện thoại: </dt>
            <dd className="d-inline">
              <a href={`tel:${telephone}`}>{contact.phone}</a>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** What an interest is about: the product, what was wanted, the message, where it stands. */
function InterestSummary({ interest }: { interest: Interest }) {
  return (
    <>
      <Link to={interest.subject.link}>{interest.subject.name}</Link>
      <div className="small text-body-secondary">
        Gửi ngày {formatDate(interest.created_at)} · {interestDemandLabels[interest.demand_type as DemandType] ?? ''}
      </div>
      <p className="mb-1 interest-message">{interest.message}</p>
      <div>
        <span className="badge text-bg-light">{interestStatusLabels[interest.status]}</span>
        {interest.answered_at && (
          <span className="small text-body-secondary ms-1">ngày {formatDate(interest.answered_at)}</span>
        )}
      </div>
      {interest.staff_note && <p className="small mb-0 mt-1">Ghi chú của Sở: {interest.staff_note}</p>}
    </>
  );
}

const loadReceived = (page: number) => call(interestsApi.received, { query: { page, per_page: PER_PAGE } });
const loadSent = (page: number) => call(interestsApi.sent, { query: { page, per_page: PER_PAGE } });
const loadListings = (page: number) => call(interestsApi.listings, { query: { page, per_page: PER_PAGE } });

/**
 * A row's button that calls the server, then reloads the panel: `busy` is the row being answered
 * (its buttons off meanwhile); `action` answers the success toast's text, `failure` is the error's.
 */
function useRowAction(reload: () => Promise<void>) {
  const [busy, setBusy] = useState<number | string | null>(null);
  async function run(id: number | string, action: () => Promise<string>, failure: string) {
    setBusy(id);
    try {
      void toast('success', await action());
      await reload();
    } catch {
      void toast('error', failure);
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

/** "Quan tâm đến sản phẩm, nhu cầu của tôi": interests the department forwarded, each to accept or decline. */
export function ReceivedInterestsPanel() {
  const state = usePaged<Interest>(loadReceived);
  const { busy, run } = useRowAction(state.reload);

  const answer = (interest: Interest, accept: boolean) =>
    run(
      interest.id,
      async () => {
        await call(accept ? interestsApi.accept : interestsApi.decline, { params: { id: interest.id } });
        return accept ? 'Đã đồng ý kết nối' : 'Đã từ chối yêu cầu';
      },
      'Không thực hiện được, vui lòng thử lại',
    );

  return (
    <Panel
      id="quan-tam-nhan-duoc"
      title="Quan tâm đến sản phẩm, nhu cầu của tôi"
      label="yêu cầu quan tâm nhận được"
      state={state}
      empty="Chưa có yêu cầu quan tâm nào được Sở chuyển đến Ông/Bà."
    >
      {(items) =>
        items.map((interest) => (
          <li key={interest.id} className="py-2 border-bottom">
            <InterestSummary interest={interest} />
            {interest.status === 'forwarded' && (
              <div className="d-flex gap-2 mt-2">
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  disabled={busy === interest.id}
                  aria-label={`Đồng ý kết nối: ${interest.subject.name}, yêu cầu gửi ngày ${formatDate(interest.created_at)}`}
                  onClick={() => void answer(interest, true)}
                >
                  Đồng ý kết nối
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={busy === interest.id}
                  aria-label={`Từ chối: ${interest.subject.name}, yêu cầu gửi ngày ${formatDate(interest.created_at)}`}
                  onClick={() => void answer(interest, false)}
                >
                  Từ chối
                </button>
              </div>
            )}
            {interest.contact && <Contact contact={interest.contact} who="Liên hệ của người quan tâm" />}
          </li>
        ))
      }
    </Panel>
  );
}

/** "Quan tâm đã gửi": where each interest stands, and the owner's contact once they accepted. */
export function SentInterestsPanel() {
  const state = usePaged<Interest>(loadSent);
  return (
    <Panel
      id="quan-tam-da-gui"
      title="Quan tâm đã gửi"
      label="yêu cầu quan tâm đã gửi"
      state={state}
      empty="Ông/Bà chưa bày tỏ quan tâm đến sản phẩm, nhu cầu nào. Nhấn “Bày tỏ quan tâm” trên trang sản phẩm hoặc nhu cầu để gửi yêu cầu."
    >
      {(items) =>
        items.map((interest) => (
          <li key={interest.id} className="py-2 border-bottom">
            <InterestSummary interest={interest} />
            {interest.contact && <Contact contact={interest.contact} who="Liên hệ của chủ sở hữu" />}
          </li>
        ))
      }
    </Panel>
  );
}

/** "Tin đăng của tôi trên sàn công nghệ": the products published from my proposals and my needs, with their interests. */
export function ListingsPanel() {
  const state = usePaged<MyListing>(loadListings);
  const { busy, run } = useRowAction(state.reload);

  /** A product and a need may share an id: the row's key names its kind too. */
  const keyOf = (listing: MyListing) => `${listing.kind}-${listing.id}`;
  const buttonId = (listing: MyListing) => `gia-han-${keyOf(listing)}`;
  // The pressed button is off while the panel reloads: focus goes back to it once it is on again.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (busy !== null || refocus.current === null) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  }, [busy]);
  const renew = (listing: MyListing) => {
    refocus.current = buttonId(listing);
    return run(
      keyOf(listing),
      async () => {
        const endpoint = listing.kind === 'need' ? interestsApi.renewNeed : interestsApi.renew;
        const answer = await call(endpoint, { params: { id: String(listing.id) } });
        return `Đã gia hạn: tin hết hạn hiển thị ngày ${formatDate(answer.data.expires_at)}`;
      },
      'Không gia hạn được, vui lòng thử lại',
    );
  };

  return (
    <Panel
      id="tin-dang-cua-toi"
      title={`Tin đăng của tôi trên ${placeNames.marketplace}`}
      label="tin đăng"
      state={state}
      empty={`Ông/Bà chưa có tin đăng nào trên ${placeNames.marketplace}. Đề xuất được Sở duyệt và đăng lên ${placeNames.marketplace} sẽ hiện ở đây.`}
    >
      {(items) =>
        items.map((listing) => (
          <li key={keyOf(listing)} className="py-2 border-bottom">
            <Link to={listing.link}>{listing.name}</Link>
            {listing.kind === 'need' && <span className="badge text-bg-light border ms-2">Nhu cầu</span>}
            <div className="small text-body-secondary">
              {listing.published_at && (
                <>
                  {listing.kind === 'need' ? 'Duyệt ngày' : 'Đăng ngày'} {formatDate(listing.published_at)} ·{' '}
                </>
              )}
              {listing.interests} yêu cầu quan tâm do Sở chuyển đến, {listing.accepted} đã đồng ý kết nối
            </div>
            {listing.expires_at && (
              <div className="d-flex flex-wrap gap-2 align-items-center mt-1">
                <span className={listing.expired ? 'text-danger' : undefined}>
                  {listing.expired
                    ? `Đã hết hạn hiển thị từ ngày ${formatDate(listing.expires_at)}`
                    : `Hết hạn hiển thị ngày ${formatDate(listing.expires_at)}`}
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  id={buttonId(listing)}
                  disabled={busy === keyOf(listing)}
                  aria-label={`Gia hạn 12 tháng: ${listing.name}`}
                  onClick={() => void renew(listing)}
                >
                  Gia hạn 12 tháng
                </button>
              </div>
            )}
          </li>
        ))
      }
    </Panel>
  );
}
