import { namedKind, trackingCode } from '@portal/shared/submissions';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { sanitizeRichHtml } from '../content/rich-html.ts';
import { newLookupKey } from '../lib/lookup-key.ts';
import type { Database } from './client.ts';
import { demoBigProblems } from './demo/big-problems.ts';
import { demoChallenges } from './demo/challenges.ts';
import { demoDocuments } from './demo/documents.ts';
import { demoFaqs } from './demo/faqs.ts';
import { type DemoProgressStep, demoAdoptedIdeas, demoAdoptedProposals } from './demo/follow-through.ts';
import { demoIndicators } from './demo/indicators.ts';
import { demoPages } from './demo/pages.ts';
import { demoCategories, demoPosts } from './demo/posts.ts';
import { demoProducts } from './demo/products.ts';
import { bigProblems, documents, indicators, indicatorValues, products, solutions } from './schema/catalogue.ts';
import { categories, posts, staticPages } from './schema/content.ts';
import { faqs } from './schema/engagement.ts';
import { ideas, progressUpdates, proposals } from './schema/submissions.ts';

/**
 * The demo news of a new portal: the categories and their posts, once, on an empty database.
 * Bodies go through the same sanitiser as staff edits.
 */
export async function seedNews(db: Database): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (Number(existing?.count ?? 0) > 0) return;

  const inserted = await db
    .insert(categories)
    .values(demoCategories.map((category) => ({ slug: category.slug, name: category.name, sortOrder: category.order })))
    .onConflictDoNothing()
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(inserted.map((category) => [category.slug, category.id]));

  await db
    .insert(posts)
    .values(
      demoPosts.map((post) => ({
        slug: post.slug,
        categoryId: categoryIds.get(post.categorySlug) ?? 0,
        title: post.title,
        summary: post.summary,
        body: sanitizeRichHtml(post.body),
        author: post.author,
        source: post.source,
        tags: post.tags,
        featured: post.featured,
        status: 'published' as const,
        // Demo dates are days; publish them at 08:00 Vietnam time.
        publishedAt: new Date(`${post.publishedAt}T08:00:00+07:00`),
        nq57Groups: post.nq57Groups,
      })),
    )
    .onConflictDoNothing();
}

/** The two introduction pages, when they do not exist yet. */
export async function seedStaticPages(db: Database): Promise<void> {
  await db
    .insert(staticPages)
    .values(demoPages.map((page) => ({ slug: page.slug, title: page.title, body: sanitizeRichHtml(page.body) })))
    .onConflictDoNothing();
}

/**
 * The pages the portal's menu links to (`/introduce`, `/propose-introduce`), on a database without
 * the demo: each says what the department writes there and where, so that no link of the menu
 * leads to "Không tìm thấy trang". Staff replace them in the back office's "Trang tĩnh".
 */
export const pagesToWrite = [
  {
    slug: 'introduce',
    title: 'Giới thiệu',
    body:
      '<p>Trang giới thiệu của Cổng đang được Sở Khoa học và Công nghệ biên soạn.</p>' +
      '<p>Trang này sẽ giới thiệu Nghị quyết số 57-NQ/TW ngày 22/12/2024 của Bộ Chính trị về đột phá phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số quốc gia, kế hoạch thực hiện của tỉnh, chức năng, nhiệm vụ của Sở và đầu mối liên hệ.</p>' +
      '<p>Cán bộ quản trị soạn nội dung tại <a href="/admin/static-pages">Trang quản trị › Trang tĩnh</a>.</p>',
  },
  {
    slug: 'propose-introduce',
    title: 'Hướng dẫn gửi đề xuất',
    body:
      '<p>Hướng dẫn gửi đề xuất đang được Sở Khoa học và Công nghệ biên soạn.</p>' +
      '<p>Trang này sẽ nói ai có thể gửi đề xuất, đề xuất cần những thông tin gì, Sở xem xét trong bao lâu và đề xuất được công bố, kết nối ra sao. Ông/Bà vẫn có thể gửi đề xuất ngay tại mục Gửi đề xuất.</p>' +
      '<p>Cán bộ quản trị soạn nội dung tại <a href="/admin/static-pages">Trang quản trị › Trang tĩnh</a>.</p>',
  },
];

export async function seedPagesToWrite(db: Database): Promise<void> {
  await db
    .insert(staticPages)
    .values(pagesToWrite.map((page) => ({ ...page, body: sanitizeRichHtml(page.body) })))
    .onConflictDoNothing();
}

/** Words that tie a document to a task group of Resolution 57 (1–7), in the order of NQ57_GROUPS. */
const TASK_GROUP_WORDS: [number, RegExp][] = [
  [1, /nhận thức|tuyên truyền|tư duy|quán triệt/i],
  [2, /thể chế|cơ chế|chính sách|luật|quy định|thí điểm|thủ tục/i],
  [3, /đầu tư|hạ tầng|ngân sách|kinh phí|quỹ|phòng thí nghiệm/i],
  [4, /nhân lực|nhân tài|đào tạo|chuyên gia|nhà khoa học/i],
  [5, /chuyển đổi số|dịch vụ công|chính quyền số|dữ liệu|trực tuyến/i],
  [6, /doanh nghiệp|khởi nghiệp|thương mại hóa|đổi mới sáng tạo|chuyển giao/i],
  [7, /quốc tế|hợp tác|nước ngoài/i],
];

/**
 * The demo documents carry no task groups of their own: they are derived from their words,
 * so the monitoring page counts them as staff tagging would.
 */
export const taskGroupsOf = (text: string): number[] =>
  TASK_GROUP_WORDS.filter(([, words]) => words.test(text)).map(([group]) => group);

/** Demo dates are days; they are published at 08:00 Vietnam time. */
const atEight = (day: string) => new Date(`${day}T08:00:00+07:00`);

/** A demo problem's challenge columns (demo/challenges.ts), without its results (set once its solutions exist). */
function challengeColumns(slug: string) {
  const challenge = demoChallenges[slug];
  if (!challenge) return {};
  const { criteria, ipTerms, reward, implementation } = challenge;
  return { criteria, ipTerms, reward, implementation };
}

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` as SQL<number> }).from(table);
  return Number(row?.count ?? 0) === 0;
}

/**
 * The demo marketplace, big problems with their solutions, monitoring indicators, documents and
 * FAQs, each kind once, on an empty table.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  if (await isEmpty(db, products)) {
    await db.insert(products).values(
      demoProducts.map((product) => ({
        slug: product.slug,
        name: product.name,
        summary: product.summary,
        description: sanitizeRichHtml(product.description),
        field: product.field,
        readinessLevel: product.readinessLevel,
        ownerOrganisation: product.ownerOrganisation,
        demandTypes: product.demandTypes,
        price: product.price,
        contactName: product.contactName,
        contactPhone: product.contactPhone,
        contactEmail: product.contactEmail,
        status: 'published' as const,
        publishedAt: atEight(product.publishedAt),
        nq57Groups: product.nq57Groups,
      })),
    );
  }

  if (await isEmpty(db, bigProblems)) {
    for (const [index, problem] of demoBigProblems.entries()) {
      const [inserted] = await db
        .insert(bigProblems)
        .values({
          slug: problem.slug,
          title: problem.title,
          field: problem.field,
          orderingBody: problem.orderingBody,
          description: sanitizeRichHtml(problem.description),
          requirements: sanitizeRichHtml(problem.requirements),
          expectedResults: sanitizeRichHtml(problem.expectedResults),
          budgetRange: problem.budgetRange,
          deadline: problem.deadline,
          status: problem.status,
          // Older problems first, a month apart, ending before the newest news.
          publishedAt: atEight(`2025-${String(index + 2).padStart(2, '0')}-15`),
          nq57Groups: problem.nq57Groups,
          ...challengeColumns(problem.slug),
        })
        .returning({ id: bigProblems.id });
      if (!inserted || problem.solutions.length === 0) continue;
      const saved = await db
        .insert(solutions)
        .values(
          problem.solutions.map((solution) => ({
            bigProblemId: inserted.id,
            title: solution.title,
            organisation: solution.organisation,
            summary: solution.summary,
            status: solution.approved ? ('approved' as const) : ('under_review' as const),
            approvedAt: solution.approved ? atEight(`2025-${String(index + 3).padStart(2, '0')}-20`) : null,
          })),
        )
        .returning({ id: solutions.id, title: solutions.title, organisation: solutions.organisation });
      const results = demoChallenges[problem.slug]?.results;
      if (results) {
        // Published results name the chosen solutions by their ids, known only now.
        const ranking = results.chosen.flatMap((title, place) => {
          const chosen = saved.find((solution) => solution.title === title);
          return chosen
            ? [
                {
                  rank: place + 1,
                  source: 'solution' as const,
                  solution_id: chosen.id,
                  title,
                  organisation: chosen.organisation,
                  average: null,
                },
              ]
            : [];
        });
        await db
          .update(bigProblems)
          .set({ resultsText: results.text, resultsPublishedAt: atEight(results.day), resultsRanking: ranking })
          .where(eq(bigProblems.id, inserted.id));
      }
    }
  }

  if (await isEmpty(db, indicators)) {
    for (const [index, indicator] of demoIndicators.entries()) {
      const [inserted] = await db
        .insert(indicators)
        .values({
          code: indicator.code,
          name: indicator.name,
          unit: indicator.unit,
          target: indicator.target,
          targetYear: indicator.targetYear,
          source: indicator.source,
          nq57Group: indicator.nq57Group,
          sortOrder: index,
        })
        .returning({ id: indicators.id });
      if (!inserted) continue;
      await db
        .insert(indicatorValues)
        .values(
          indicator.values.map((value) => ({ indicatorId: inserted.id, period: value.period, value: value.value })),
        );
    }
  }

  if (await isEmpty(db, documents)) {
    await db.insert(documents).values(
      demoDocuments.map((document) => ({
        number: document.number,
        title: document.title,
        type: document.type,
        issuingBody: document.issuingBody,
        signer: document.signer,
        issuedAt: document.issuedAt,
        effectiveAt: document.effectiveAt,
        validity: document.validity,
        field: document.field,
        summary: document.summary,
        internal: document.internal,
        isReport: document.isReport,
        nq57Groups: taskGroupsOf(`${document.title} ${document.summary}`),
        status: 'published' as const,
      })),
    );
  }

  if (await isEmpty(db, faqs)) {
    await db.insert(faqs).values(
      demoFaqs.map((faq) => ({
        topic: faq.topic,
        question: faq.question,
        answer: sanitizeRichHtml(faq.answer),
        sortOrder: faq.order,
      })),
    );
  }
}

/**
 * A few adopted proposals and ideas with the department's public answer and their progress
 *, once, while there is no proposal and no idea. They have no author: the demo's
 * citizens sign up themselves.
 */
export async function seedAdoptedDossiers(db: Database): Promise<void> {
  if (!(await isEmpty(db, proposals)) || !(await isEmpty(db, ideas))) return;
  const stepsOf = (kind: 'proposal' | 'idea', submissionId: number, steps: DemoProgressStep[]) =>
    steps.map((step) => ({
      kind,
      submissionId,
      stage: step.stage,
      percent: step.percent,
      note: step.note,
      happenedOn: step.happenedOn,
      createdAt: atEight(step.happenedOn),
    }));
  for (const proposal of demoAdoptedProposals) {
    const [inserted] = await db
      .insert(proposals)
      .values({
        title: proposal.title,
        proposalKind: proposal.proposalKind,
        field: proposal.field,
        summary: proposal.summary,
        description: proposal.description,
        readinessLevel: proposal.readinessLevel,
        demandTypes: proposal.demandTypes,
        organisation: proposal.organisation,
        contactName: proposal.contactName,
        contactPhone: proposal.contactPhone,
        contactEmail: proposal.contactEmail,
        nq57Groups: proposal.nq57Groups,
        status: proposal.status,
        submittedAt: atEight(proposal.submittedOn),
        decidedAt: atEight(proposal.decidedOn),
        publishedAt: proposal.status === 'published' ? atEight(proposal.decidedOn) : null,
        answerText: proposal.answer?.text ?? null,
        answerUnit: proposal.answer?.unit ?? null,
        answeredAt: proposal.answer ? atEight(proposal.answer.on) : null,
        createdAt: atEight(proposal.submittedOn),
        updatedAt: atEight(proposal.decidedOn),
      })
      .returning({ id: proposals.id });
    if (!inserted) continue;
    const code = trackingCode(
      namedKind('proposal', proposal.proposalKind),
      Number(proposal.submittedOn.slice(0, 4)),
      inserted.id,
    );
    await db
      .update(proposals)
      .set({ trackingCode: code, lookupKey: newLookupKey() })
      .where(eq(proposals.id, inserted.id));
    if (proposal.progress.length > 0) {
      await db.insert(progressUpdates).values(stepsOf('proposal', inserted.id, proposal.progress));
    }
  }
  for (const idea of demoAdoptedIdeas) {
    const [inserted] = await db
      .insert(ideas)
      .values({
        title: idea.title,
        field: idea.field,
        problem: idea.problem,
        solution: idea.solution,
        impact: idea.impact,
        scope: idea.scope,
        nq57Groups: idea.nq57Groups,
        status: 'approved',
        submittedAt: atEight(idea.submittedOn),
        decidedAt: atEight(idea.decidedOn),
        createdAt: atEight(idea.submittedOn),
        updatedAt: atEight(idea.decidedOn),
      })
      .returning({ id: ideas.id });
    if (!inserted) continue;
    const code = trackingCode('idea', Number(idea.submittedOn.slice(0, 4)), inserted.id);
    await db.update(ideas).set({ trackingCode: code, lookupKey: newLookupKey() }).where(eq(ideas.id, inserted.id));
    if (idea.progress.length > 0) await db.insert(progressUpdates).values(stepsOf('idea', inserted.id, idea.progress));
  }
}
