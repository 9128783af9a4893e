import { LISTING_MONTHS } from '@portal/shared/interests';
import { proposalToProductMessages } from '@portal/shared/messages';
import { proposalMessages } from '@portal/shared/proposal-labels';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { products } from '../../db/schema/catalogue.ts';
import { proposals, type SubmissionFile } from '../../db/schema/submissions.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { escapeHtml } from '../../http/html.ts';
import { addMonths } from '../../lib/time.ts';
import { isPublicFile } from '../proposals/proposals.mapper.ts';

type Deps = Pick<AppContext, 'database' | 'now' | 'lifecycle'>;

/** Plain text as HTML paragraphs, escaped (the product's description is HTML). */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A URL slug of Vietnamese text: "Máy sấy nông sản" -> "may-say-nong-san". Digits alone would read
 * as a product's id in /product/{id}, so they get a prefix: "2025" -> "san-pham-2025".
 */
export function slugify(text: string): string {
  const slug =
    text
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'san-pham';
  return /^\d+$/.test(slug) ? `san-pham-${slug}` : slug;
}

/** How many taken slugs publishProposal steps over before it gives up with a 409. */
const SLUG_ATTEMPTS = 50;

/** Staff put an approved proposal on the marketplace (sàn giao dịch) as a product. */
export function createProductsPublishingService({ database, now, lifecycle }: Deps) {
  const { db } = database;

  return {
    /**
     * Publishes an approved proposal as a marketplace product: the step to `published`, the
     * product and the link between them commit together.
     */
    async publishProposal(staffId: number, id: number): Promise<void> {
      const [row] = await db
        .select({ status: proposals.status, readinessLevel: proposals.readinessLevel })
        .from(proposals)
        .where(eq(proposals.id, id));
      if (!row) throw notFound(proposalMessages.notFound);
      if (row.status !== 'approved') throw conflict(proposalToProductMessages.notApproved);
      if (row.readinessLevel === null) {
        throw unprocessable(
          { readiness_level: [proposalToProductMessages.readinessMissing] },
          proposalToProductMessages.incomplete,
        );
      }
      await lifecycle.transition('proposal', id, 'publish', { userId: staffId, as: 'staff' }, '', async (tx) => {
        const [fresh] = await tx.select().from(proposals).where(eq(proposals.id, id));
        if (!fresh || fresh.readinessLevel === null) throw conflict(proposalToProductMessages.changed);
        const base = slugify(fresh.title);
        const taken = await tx
          .select({ slug: products.slug })
          .from(products)
          .where(sql`${products.slug} = ${base} or ${products.slug} like ${`${base}-%`}`);
        const slugs = new Set(taken.map((product) => product.slug));
        const time = now();
        const stored = (file: SubmissionFile) => ({ key: file.key, name: file.name, size: file.size, mime: file.mime });
        // A slug taken since the look-up (another publication at the same moment) is skipped, not a 500.
        let n = 1;
        const nextSlug = () => {
          for (;;) {
            const slug = n === 1 ? base : `${base}-${n}`;
            n++;
            if (!slugs.has(slug)) return slug;
          }
        };
        for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
          const slug = nextSlug();
          const [product] = await tx
            .insert(products)
            .values({
              slug,
              name: fresh.title,
              summary: fresh.summary,
              description: plainTextToHtml(fresh.description),
              field: fresh.field,
              readinessLevel: fresh.readinessLevel,
              ownerOrganisation: fresh.organisation,
              demandTypes: fresh.demandTypes,
              price: fresh.price,
              contactName: fresh.contactName,
              // The product is public: only the contact details the author chose to publish.
              contactPhone: fresh.publishPhone ? fresh.contactPhone : '',
              contactEmail: fresh.publishEmail ? fresh.contactEmail : '',
              images: fresh.images.map(stored),
              // The product is public: only the attachments the author marked public.
              attachments: fresh.attachments.filter(isPublicFile).map(stored),
              nq57Groups: fresh.nq57Groups,
              status: 'published',
              publishedAt: time,
              // A listing that stays true: 12 months unless its owner renews it.
              expiresAt: addMonths(time, LISTING_MONTHS),
              createdAt: time,
              updatedAt: time,
            })
            .onConflictDoNothing({ target: products.slug })
            .returning({ id: products.id });
          // A need's own end (lifecycle.ts) gives way to its product's: listed once, as the product.
          if (product) return { productId: product.id, expiresAt: null };
          slugs.add(slug);
        }
        throw conflict(proposalToProductMessages.slugFailed);
      });
    },
  };
}
