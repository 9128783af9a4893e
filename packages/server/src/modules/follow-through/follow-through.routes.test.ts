import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCitizen, tokensByRole } from '../../test/auth-helpers.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test/helper.ts';
import { proposalForm } from '../../test/proposal-form.ts';
import { callAs } from '../admin/resources/staff-test-app.ts';

/** The department's public answer and the progress of adopted dossiers. */
describe('public answers and the progress of adopted proposals and ideas', () => {
  const clock = movableClock(new Date('2026-10-05T03:00:00Z'));
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokensByRole>>;

  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
    tokens = await tokensByRole(t, 1);
  });
  afterAll(() => t.close());

  const call = (token: string, method: string, url: string, payload?: unknown) =>
    callAs(t, token, method, url, payload);
  const visitor = (url: string) => t.app.inject({ method: 'GET', url });
  const step = (id: number, body: Record<string, unknown>, kind = 'proposals', token = tokens.reviewer) =>
    call(token, 'POST', `/api/admin/${kind}/${id}/transitions`, body);

  /**
   * Dossiers are sent 90 days before the clock's day, so that the steps of their progress (never
   * dated before the dossier was sent) may fall in the months before it.
   */
  const SENT_EARLIER = 90 * 24 * 3600_000;
  async function sentEarlier<T>(send: () => Promise<T>): Promise<T> {
    clock.advance(-SENT_EARLIER);
    try {
      return await send();
    } finally {
      clock.advance(SENT_EARLIER);
    }
  }

  /** A proposal sent by the citizen and taken into review, with the given task groups. */
  const underReview = (title: string, nq57_groups: number[] = []) =>
    sentEarlier(() => sendProposal(title, nq57_groups));
  async function sendProposal(title: string, nq57_groups: number[]) {
    const sent = await call(tokens.citizen, 'POST', '/api/proposals', proposalForm({ title, nq57_groups }));
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as number;
    expect((await step(id, { action: 'start_review' })).statusCode).toBe(200);
    return id;
  }

  const ideaUnderReview = (title: string, nq57_groups: number[] = []) =>
    sentEarlier(() => sendIdea(title, nq57_groups));
  async function sendIdea(title: string, nq57_groups: number[]) {
    const sent = await call(tokens.citizen, 'POST', '/api/ideas', {
      request_id: randomUUID(),
      title,
      field: 'Nông nghiệp',
      problem: 'Nông dân vùng cao thiếu thông tin thời tiết chính xác để gieo trồng đúng vụ.',
      solution: 'Trạm quan trắc giá rẻ gửi dự báo qua tin nhắn cho từng thôn bản mỗi sáng.',
      impact: 'Giảm thiệt hại mùa màng',
      nq57_groups,
      submit: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as number;
    expect((await step(id, { action: 'start_review' }, 'ideas')).statusCode).toBe(200);
    return id;
  }

  it('writes the public answer with the approval, under the managing agency unless a unit is named', async () => {
    const id = await underReview('Hệ thống tưới nhỏ giọt tự động cho cam Vinh');
    const approved = await step(id, {
      action: 'approve',
      note: 'Đề nghị bổ sung bản vẽ khi triển khai',
      answer: { text: '  Sở ghi nhận và giao Trung tâm Ứng dụng tiến bộ KH&CN phối hợp thử nghiệm.  ' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const expected = {
      text: 'Sở ghi nhận và giao Trung tâm Ứng dụng tiến bộ KH&CN phối hợp thử nghiệm.',
      date: clock.now().toISOString(),
      unit: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    };
    expect(approved.json().data.answer).toEqual(expected);
    const shown = (await visitor(`/api/proposals/${id}`)).json().data;
    expect(shown.answer).toEqual(expected);
    expect(shown.progress).toBeNull();
    // The note to the author stays in the timeline only.
    expect(JSON.stringify(shown)).not.toContain('bổ sung bản vẽ');

    // Staff edit it later, naming the unit; then remove it.
    clock.advance(60_000);
    const edited = await call(tokens.reviewer, 'PUT', `/api/admin/proposals/${id}/answer`, {
      text: 'Sở đã giao Trung tâm Ứng dụng tiến bộ KH&CN thử nghiệm tại Nghĩa Đàn.',
      unit: 'Phòng Quản lý khoa học',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toEqual({
      text: 'Sở đã giao Trung tâm Ứng dụng tiến bộ KH&CN thử nghiệm tại Nghĩa Đàn.',
      date: clock.now().toISOString(),
      unit: 'Phòng Quản lý khoa học',
    });
    expect((await visitor(`/api/proposals/${id}`)).json().data.answer.unit).toBe('Phòng Quản lý khoa học');
    const empty = await call(tokens.reviewer, 'PUT', `/api/admin/proposals/${id}/answer`, { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text).toEqual(['Vui lòng nhập nội dung trả lời']);

    expect((await call(tokens.reviewer, 'DELETE', `/api/admin/proposals/${id}/answer`)).statusCode).toBe(200);
    expect((await visitor(`/api/proposals/${id}`)).json().data.answer).toBeNull();
    const again = await call(tokens.reviewer, 'DELETE', `/api/admin/proposals/${id}/answer`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Đề xuất này chưa có trả lời công khai');

    const audit = await call(
      tokens.admin,
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'proposals', record_id: String(id) }))}`,
    );
    expect(audit.json().map((line: { action: string }) => line.action)).toEqual(
      expect.arrayContaining(['approve', 'answer', 'remove_answer']),
    );
  });

  it('takes the unit staff name with the decision, and refuses one too long under answer.unit, changing nothing', async () => {
    const id = await underReview('Bẫy đèn diệt sâu năng lượng mặt trời');
    const tooLong = await step(id, {
      action: 'approve',
      answer: { text: 'Sở ghi nhận.', unit: 'P'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors['answer.unit']).toEqual(['Tên đơn vị trả lời không được vượt quá 200 ký tự']);
    const own = await call(tokens.citizen, 'GET', `/api/proposals/mine/${id}`);
    expect(own.json().data.status).toBe('under_review');

    const approved = await step(id, {
      action: 'approve',
      answer: { text: 'Sở ghi nhận.', unit: '  Phòng Quản lý công nghệ  ' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.answer.unit).toBe('Phòng Quản lý công nghệ');
    expect((await visitor(`/api/proposals/${id}`)).json().data.answer.unit).toBe('Phòng Quản lý công nghệ');
  });

  it('writes it with publication too, and with a rejection only the author reads it', async () => {
    const published = await underReview('Cảm biến độ mặn cho vùng nuôi tôm Quỳnh Lưu');
    expect((await step(published, { action: 'approve' })).statusCode).toBe(200);
    const publish = await step(published, { action: 'publish', answer: { text: 'Công bố để doanh nghiệp liên hệ.' } });
    expect(publish.json().data.answer.text).toBe('Công bố để doanh nghiệp liên hệ.');
    expect((await visitor(`/api/proposals/${published}`)).json().data.answer.text).toBe(
      'Công bố để doanh nghiệp liên hệ.',
    );

    const rejected = await underReview('Máy phát điện vĩnh cửu không cần nhiên liệu');
    const reject = await step(rejected, {
      action: 'reject',
      note: 'Nguyên lý không khả thi',
      answer: { text: 'Đề xuất trái với các định luật bảo toàn năng lượng.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect((await visitor(`/api/proposals/${rejected}`)).statusCode).toBe(404);
    const own = await call(tokens.citizen, 'GET', `/api/proposals/mine/${rejected}`);
    expect(own.json().data.answer.text).toBe('Đề xuất trái với các định luật bảo toàn năng lượng.');
  });

  it('refuses an answer with any other step, on an idea, and before a decision, changing nothing', async () => {
    const id = await underReview('Bản đồ số vùng trồng chè Thanh Chương');
    const early = await step(id, { action: 'request_revision', note: 'Bổ sung', answer: { text: 'Trả lời' } });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.answer).toEqual([
      'Chỉ ghi trả lời công khai khi duyệt, công bố hoặc không duyệt đề xuất',
    ]);
    const blank = await step(id, { action: 'approve', answer: { text: '' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors['answer.text']).toEqual(['Vui lòng nhập nội dung trả lời']);
    const tooLong = await step(id, { action: 'approve', answer: { text: 'x'.repeat(5001) } });
    expect(tooLong.statusCode).toBe(422);
    const before = await call(tokens.reviewer, 'PUT', `/api/admin/proposals/${id}/answer`, { text: 'Sớm quá' });
    expect(before.statusCode).toBe(409);
    expect((await call(tokens.reviewer, 'GET', `/api/admin/proposals/${id}`)).json().data).toMatchObject({
      status: 'under_review',
      answer: null,
    });

    const idea = await ideaUnderReview('Ứng dụng nhắc lịch tiêm phòng cho gia súc');
    const onIdea = await step(idea, { action: 'approve', answer: { text: 'Trả lời công khai' } }, 'ideas');
    expect(onIdea.statusCode).toBe(422);
    expect(onIdea.json().errors.answer).toEqual([
      'Ý tưởng không có trả lời công khai; hãy ghi ý kiến vào phần ghi chú gửi người gửi',
    ]);
    expect((await call(tokens.reviewer, 'GET', `/api/admin/ideas/${idea}`)).json().data.status).toBe('under_review');
  });

  it('keeps the progress of an adopted proposal: steps, the latest one on top, a wrong one deleted', async () => {
    const id = await underReview('Phần mềm quản lý truy xuất nguồn gốc gạo Yên Thành', [5, 6]);
    const add = (body: Record<string, unknown>, token = tokens.reviewer) =>
      call(token, 'POST', `/api/admin/proposals/${id}/progress`, body);
    const refused = await add({ stage: 'preparing', percent: 0, happened_on: '01/10/2026' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Chỉ cập nhật tiến độ cho hồ sơ đã duyệt hoặc đã công bố');
    expect((await step(id, { action: 'approve' })).statusCode).toBe(200);

    const first = await add({
      stage: 'preparing',
      percent: 10,
      note: 'Khảo sát 3 hợp tác xã',
      happened_on: '1/9/2026',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await add({ stage: 'in_progress', percent: 45, note: 'Cài đặt', happened_on: '2026-10-02' });
    const wrong = await add({ stage: 'completed', percent: 100, happened_on: '2026-10-03T00:00:00.000Z' });
    expect(wrong.json().data).toMatchObject({ stage: 'completed', percent: 100, updated_on: '2026-10-03' });
    const wrongStep = wrong.json().data.steps.at(-1).id as number;
    // A step given after the fact takes its place by date, not by when it was typed.
    await add({ stage: 'paused', percent: 5, note: 'Chờ vốn đối ứng', happened_on: '15/09/2026' });

    const removed = await call(tokens.reviewer, 'DELETE', `/api/admin/proposals/${id}/progress/${wrongStep}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const progress = (await visitor(`/api/proposals/${id}`)).json().data.progress;
    expect(progress).toMatchObject({ stage: 'in_progress', percent: 45, updated_on: '2026-10-02' });
    expect(
      progress.steps.map((shown: { happened_on: string; note: string }) => [shown.happened_on, shown.note]),
    ).toEqual([
      ['2026-09-01', 'Khảo sát 3 hợp tác xã'],
      ['2026-09-15', 'Chờ vốn đối ứng'],
      ['2026-10-02', 'Cài đặt'],
    ]);
    expect(second.json().message).toBe('Đã thêm bước tiến độ');
    expect((await call(tokens.reviewer, 'DELETE', `/api/admin/proposals/${id}/progress/${wrongStep}`)).statusCode).toBe(
      404,
    );
    expect((await call(tokens.reviewer, 'GET', `/api/admin/proposals/${id}`)).json().data.progress.steps).toHaveLength(
      3,
    );

    // The stage filter of /propose.
    const stageIds = async (stage: string) =>
      (await visitor(`/api/proposals?stage=${stage}`)).json().data.map((row: { id: number }) => row.id);
    expect(await stageIds('in_progress')).toEqual([id]);
    expect(await stageIds('completed')).toEqual([]);
    const bad = await visitor('/api/proposals?stage=finished');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.stage).toEqual(['Giai đoạn thực hiện không hợp lệ']);
  });

  it('shows the author of a proposal and of an idea their progress, the record visitors read, where the notice links', async () => {
    const proposal = await underReview('Cảm biến độ mặn cho vùng nuôi tôm Quỳnh Lưu');
    const idea = await ideaUnderReview('Ý tưởng bản đồ số vùng trồng chè Thanh Chương');
    const mine = async (kind: 'proposals' | 'ideas', id: number) => {
      const answer = await call(tokens.citizen, 'GET', `/api/${kind}/mine/${id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.progress;
    };
    // Sent and under review: no record yet, and the field says so.
    expect(await mine('proposals', proposal)).toBeNull();
    expect(await mine('ideas', idea)).toBeNull();

    expect((await step(proposal, { action: 'approve' })).statusCode).toBe(200);
    expect((await step(idea, { action: 'approve' }, 'ideas')).statusCode).toBe(200);
    expect(await mine('proposals', proposal)).toBeNull();
    for (const [kind, id] of [
      ['proposals', proposal],
      ['ideas', idea],
    ] as const) {
      const added = await call(tokens.reviewer, 'POST', `/api/admin/${kind}/${id}/progress`, {
        stage: 'in_progress',
        percent: 30,
        note: 'Lắp đặt thiết bị đầu tiên',
        happened_on: '02/10/2026',
      });
      expect(added.statusCode, added.body).toBe(200);
    }

    const expected = {
      stage: 'in_progress',
      percent: 30,
      updated_on: '2026-10-02',
      steps: [
        {
          id: expect.any(Number),
          stage: 'in_progress',
          percent: 30,
          note: 'Lắp đặt thiết bị đầu tiên',
          happened_on: '2026-10-02',
        },
      ],
    };
    const ownProposal = await mine('proposals', proposal);
    expect(ownProposal).toEqual(expected);
    expect(ownProposal).toEqual((await visitor(`/api/proposals/${proposal}`)).json().data.progress);
    const ownIdea = await mine('ideas', idea);
    expect(ownIdea).toEqual(expected);
    expect(ownIdea).toEqual((await call(tokens.reviewer, 'GET', `/api/admin/ideas/${idea}`)).json().data.progress);

    // The notices of the progress link to these very pages of the author.
    const notices = (await call(tokens.citizen, 'GET', '/api/notifications?per_page=50')).json().data as {
      text: string;
      link: string;
    }[];
    const linkOf = (title: string) =>
      notices.find((notice) => notice.text.includes(`“${title}” của Ông/Bà có tiến độ mới`))?.link;
    expect(linkOf('Cảm biến độ mặn cho vùng nuôi tôm Quỳnh Lưu')).toBe(`/propose/${proposal}/personal-propose`);
    expect(linkOf('Ý tưởng bản đồ số vùng trồng chè Thanh Chương')).toBe(`/idea/${idea}/idea-detail-personal`);

    // Another citizen still learns nothing of either.
    const other = (await signedInCitizen(t, 40)).token;
    expect((await call(other, 'GET', `/api/ideas/mine/${idea}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/proposals/mine/${proposal}`)).statusCode).toBe(404);
  });

  it('keeps one record per stage: a step of a stage already recorded updates it, with an audit line', async () => {
    const id = await underReview('Máy sấy cà phê bằng năng lượng mặt trời');
    expect((await step(id, { action: 'approve' })).statusCode).toBe(200);
    const add = (body: Record<string, unknown>) =>
      call(tokens.reviewer, 'POST', `/api/admin/proposals/${id}/progress`, body);
    const first = await add({
      stage: 'in_progress',
      percent: 30,
      note: 'Lắp đặt máy thứ nhất',
      happened_on: '01/09/2026',
    });
    expect(first.json().message).toBe('Đã thêm bước tiến độ');
    await add({ stage: 'paused', percent: 30, note: 'Chờ mùa thu hoạch', happened_on: '10/09/2026' });
    // The same stage again (a double click, or a later figure): the stage's one record changes.
    const again = await add({
      stage: 'in_progress',
      percent: 60,
      note: 'Lắp đặt máy thứ hai',
      happened_on: '20/09/2026',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe('Đã cập nhật giai đoạn này trong tiến độ');
    const twice = await add({
      stage: 'in_progress',
      percent: 60,
      note: 'Lắp đặt máy thứ hai',
      happened_on: '20/09/2026',
    });
    expect(twice.statusCode).toBe(200);
    const progress = (await visitor(`/api/proposals/${id}`)).json().data.progress;
    expect(progress).toMatchObject({ stage: 'in_progress', percent: 60, updated_on: '2026-09-20' });
    expect(progress.steps.map((shown: { stage: string; percent: number }) => [shown.stage, shown.percent])).toEqual([
      ['paused', 30],
      ['in_progress', 60],
    ]);
    expect(progress.steps[1].id).toBe(first.json().data.steps[0].id);

    const audit = await call(
      tokens.admin,
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'proposals', record_id: String(id) }))}`,
    );
    const actions = audit.json().map((line: { action: string }) => line.action);
    expect(actions.filter((action: string) => action === 'add_progress')).toHaveLength(2);
    expect(actions.filter((action: string) => action === 'update_progress')).toHaveLength(2);
  });

  it('answers 422 under each field of a bad step, and a day after today, recording nothing', async () => {
    const id = await underReview('Robot thu hoạch dứa cho nông trường Đồng Hiếu');
    expect((await step(id, { action: 'approve' })).statusCode).toBe(200);
    const add = (body: Record<string, unknown>) =>
      call(tokens.reviewer, 'POST', `/api/admin/proposals/${id}/progress`, body);
    const bad = await add({ stage: 'done', percent: 101, note: 'x'.repeat(1001), happened_on: '31/02/2026' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      stage: ['Giai đoạn thực hiện không hợp lệ'],
      percent: ['Tỷ lệ hoàn thành phải là số nguyên từ 0 đến 100'],
      note: ['Ghi chú không được vượt quá 1.000 ký tự'],
      happened_on: ['Ngày không hợp lệ (dd/mm/yyyy)'],
    });
    expect((await add({ stage: 'preparing', percent: 12.5, happened_on: '01/10/2026' })).json().errors.percent).toEqual(
      ['Tỷ lệ hoàn thành phải là số nguyên từ 0 đến 100'],
    );
    expect((await add({ stage: 'preparing', percent: '', happened_on: '01/10/2026' })).json().errors.percent).toEqual([
      'Tỷ lệ hoàn thành phải là số nguyên từ 0 đến 100',
    ]);
    expect((await add({ stage: 'preparing', happened_on: '01/10/2026' })).json().errors.percent).toEqual([
      'Tỷ lệ hoàn thành phải là số nguyên từ 0 đến 100',
    ]);
    // 03:00 UTC on 05/10 is 10:00 on 05/10 in Vietnam: the 6th is tomorrow there.
    const early = await add({ stage: 'preparing', percent: 0, happened_on: '01/01/1900' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.happened_on).toEqual(['Ngày thực hiện không được trước ngày gửi hồ sơ']);
    const future = await add({ stage: 'preparing', percent: 0, happened_on: '06/10/2026' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.happened_on).toEqual(['Ngày thực hiện không được sau ngày hôm nay']);
    // A form sends the percentage as text.
    expect((await add({ stage: 'preparing', percent: '20', happened_on: '05/10/2026' })).json().data.percent).toBe(20);
    expect((await call(tokens.reviewer, 'GET', `/api/admin/proposals/${id}`)).json().data.progress.steps).toHaveLength(
      1,
    );
    expect(
      (
        await call(tokens.reviewer, 'POST', '/api/admin/proposals/999999/progress', {
          stage: 'preparing',
          percent: 0,
          happened_on: '01/10/2026',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists adopted proposals and ideas with progress, never an idea’s author or text', async () => {
    const proposal = await underReview('Trạm quan trắc chất lượng nước sông Lam', [3]);
    expect((await step(proposal, { action: 'approve' })).statusCode).toBe(200);
    const idea = await ideaUnderReview('Ý tưởng sàn giao dịch tín chỉ carbon rừng', [6, 7]);
    expect((await step(idea, { action: 'approve' }, 'ideas')).statusCode).toBe(200);
    const addIdea = await call(tokens.reviewer, 'POST', `/api/admin/ideas/${idea}/progress`, {
      stage: 'piloting',
      percent: 60,
      note: 'Thí điểm tại Con Cuông',
      happened_on: '04/10/2026',
    });
    expect(addIdea.statusCode, addIdea.body).toBe(200);
    await call(tokens.reviewer, 'POST', `/api/admin/proposals/${proposal}/progress`, {
      stage: 'completed',
      percent: 100,
      happened_on: '03/10/2026',
    });

    const all = await visitor('/api/results?per_page=50');
    expect(all.statusCode, all.body).toBe(200);
    const shownIdea = all.json().data.find((row: { kind: string }) => row.kind === 'idea');
    expect(shownIdea).toEqual({
      kind: 'idea',
      id: idea,
      title: 'Ý tưởng sàn giao dịch tín chỉ carbon rừng',
      field: 'Nông nghiệp',
      nq57_groups: [6, 7],
      link: null,
      progress: {
        stage: 'piloting',
        percent: 60,
        updated_on: '2026-10-04',
        steps: [
          {
            id: expect.any(Number),
            stage: 'piloting',
            percent: 60,
            note: 'Thí điểm tại Con Cuông',
            happened_on: '2026-10-04',
          },
        ],
      },
    });
    expect(all.body).not.toContain('Trạm quan trắc giá rẻ');
    expect(all.body).not.toContain('thiếu thông tin thời tiết');
    // Newest step first: the idea (04/10) before the proposal (03/10).
    const order = all.json().data.map((row: { kind: string; id: number }) => `${row.kind}${row.id}`);
    expect(order.indexOf(`idea${idea}`)).toBeLessThan(order.indexOf(`proposal${proposal}`));
    expect(all.json().data.map((row: { progress: { updated_on: string } }) => row.progress.updated_on)).toEqual(
      all
        .json()
        .data.map((row: { progress: { updated_on: string } }) => row.progress.updated_on)
        .toSorted()
        .toReversed(),
    );

    const completed = (await visitor('/api/results?stage=completed&kind=proposal')).json();
    expect(completed.data.map((row: { id: number; link: string }) => [row.id, row.link])).toEqual([
      [proposal, `/propose/${proposal}`],
    ]);
    expect(completed.meta).toEqual({ page: 1, per_page: 10, total: 1, last_page: 1 });
    const paged = (await visitor('/api/results?per_page=1&page=2')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.total).toBeGreaterThanOrEqual(3);
    expect((await visitor('/api/results?stage=nope')).json().errors.stage).toEqual([
      'Giai đoạn thực hiện không hợp lệ',
    ]);
    expect((await visitor('/api/results?kind=solution')).statusCode).toBe(422);

    // Hidden by staff: gone from the results as from /propose.
    await call(tokens.reviewer, 'POST', `/api/admin/proposals/${proposal}/visibility`, {
      action: 'hide',
      note: 'Rà soát',
    });
    const afterHiding = (await visitor('/api/results?kind=proposal&stage=completed')).json();
    expect(afterHiding.data).toEqual([]);
    await call(tokens.reviewer, 'POST', `/api/admin/proposals/${proposal}/visibility`, { action: 'show' });

    // The monitoring page counts adopted dossiers per task group and per stage.
    const summary = (await visitor('/api/monitoring/summary')).json().data;
    const group = (n: number) => summary.task_groups.find((row: { group: number }) => row.group === n);
    expect(group(3)).toMatchObject({ adopted_proposals: 1, adopted_ideas: 0 });
    expect(group(7)).toMatchObject({ adopted_proposals: 0, adopted_ideas: 1 });
    expect(summary.adopted_stages.map((row: { stage: string }) => row.stage)).toEqual([
      'preparing',
      'in_progress',
      'piloting',
      'completed',
      'paused',
    ]);
    expect(summary.adopted_stages.find((row: { stage: string }) => row.stage === 'piloting')).toEqual({
      stage: 'piloting',
      proposals: 0,
      ideas: 1,
    });
    expect(summary.adopted_stages.find((row: { stage: string }) => row.stage === 'completed').proposals).toBe(1);
  });

  it('lets only staff who moderate write answers and progress', async () => {
    const id = await underReview('Hệ thống cảnh báo sạt lở đất cho huyện Kỳ Sơn');
    expect((await step(id, { action: 'approve' })).statusCode).toBe(200);
    const body = { stage: 'preparing', percent: 0, happened_on: '01/10/2026' };
    for (const token of [tokens.citizen, tokens.editor]) {
      expect((await call(token, 'PUT', `/api/admin/proposals/${id}/answer`, { text: 'Trả lời' })).statusCode).toBe(403);
      expect((await call(token, 'DELETE', `/api/admin/proposals/${id}/answer`)).statusCode).toBe(403);
      expect((await call(token, 'POST', `/api/admin/proposals/${id}/progress`, body)).statusCode).toBe(403);
      expect((await call(token, 'POST', `/api/admin/ideas/${id}/progress`, body)).statusCode).toBe(403);
      expect((await call(token, 'DELETE', `/api/admin/proposals/${id}/progress/1`)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/proposals/${id}/progress`, payload: body })).statusCode,
    ).toBe(401);
    expect((await call(tokens.admin, 'POST', `/api/admin/proposals/${id}/progress`, body)).statusCode).toBe(200);
    expect((await visitor(`/api/proposals/${id}`)).json().data.progress.steps).toHaveLength(1);
  });
});
