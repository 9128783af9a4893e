import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from './client.ts';

/**
 * Benchmark volume: the demo news, products, big problems and documents `scale` times over
 * (scale 1000 gives 60,000 posts). Each copy is made inside the database by one INSERT … SELECT
 * per table over generate_series, so no row crosses the wire. Copies get a `-b<n>` slug suffix
 * and dates moved back by n days; running it again with a higher scale adds only what is missing.
 */
export async function seedScale(db: Database, scale: number, log: (line: string) => void = () => {}): Promise<void> {
  if (!Number.isInteger(scale) || scale < 1 || scale > 10_000) {
    throw new Error('--scale must be an integer from 1 to 10000');
  }
  const copies = async (table: string, originals: SQL) => {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    const [base] = await queryRows<{ n: number }>(db, originals);
    const have = base && base.n > 0 ? Math.floor(Number(row?.n ?? 0) / base.n) : scale;
    return { from: Math.max(1, have), to: scale - 1 };
  };
  const started = Date.now();
  const batch = 50;

  const posts = await copies('posts', sql`select count(*)::int as n from posts where slug !~ '-b[0-9]+$'`);
  for (let first = posts.from; first <= posts.to; first += batch) {
    const last = Math.min(posts.to, first + batch - 1);
    await db.execute(sql`
      insert into posts (slug, category_id, title, summary, body, author, source, tags, featured, status, published_at, nq57_groups)
      select p.slug || '-b' || g, p.category_id, p.title, p.summary, p.body, p.author, p.source, p.tags, false,
             p.status, p.published_at - make_interval(days => g), p.nq57_groups
      from posts p cross join generate_series(${first}::int, ${last}::int) g
      where p.slug !~ '-b[0-9]+$'
      on conflict do nothing`);
  }
  log(`posts: ${posts.to >= posts.from ? 'scaled' : 'already at scale'}`);

  const products = await copies('products', sql`select count(*)::int as n from products where slug !~ '-b[0-9]+$'`);
  for (let first = products.from; first <= products.to; first += batch) {
    const last = Math.min(products.to, first + batch - 1);
    await db.execute(sql`
      insert into products (slug, name, summary, description, field, readiness_level, owner_organisation, demand_types,
                            price, contact_name, contact_phone, contact_email, status, published_at, nq57_groups)
      select p.slug || '-b' || g, p.name, p.summary, p.description, p.field, p.readiness_level, p.owner_organisation,
             p.demand_types, p.price, p.contact_name, p.contact_phone, p.contact_email, p.status,
             p.published_at - make_interval(days => g), p.nq57_groups
      from products p cross join generate_series(${first}::int, ${last}::int) g
      where p.slug !~ '-b[0-9]+$'
      on conflict do nothing`);
  }

  const problems = await copies(
    'big_problems',
    sql`select count(*)::int as n from big_problems where slug !~ '-b[0-9]+$'`,
  );
  for (let first = problems.from; first <= problems.to; first += batch) {
    const last = Math.min(problems.to, first + batch - 1);
    await db.execute(sql`
      insert into big_problems (slug, title, field, ordering_body, description, requirements, expected_results,
                                budget_range, deadline, status, visible, published_at, nq57_groups)
      select p.slug || '-b' || g, p.title, p.field, p.ordering_body, p.description, p.requirements, p.expected_results,
             p.budget_range, p.deadline, p.status, p.visible, p.published_at - make_interval(days => g), p.nq57_groups
      from big_problems p cross join generate_series(${first}::int, ${last}::int) g
      where p.slug !~ '-b[0-9]+$'
      on conflict do nothing`);
  }

  // Documents have no slug: copies are told apart by their number, which gets the suffix.
  const documents = await copies(
    'documents',
    sql`select count(*)::int as n from documents where number !~ '-b[0-9]+$'`,
  );
  for (let first = documents.from; first <= documents.to; first += batch) {
    const last = Math.min(documents.to, first + batch - 1);
    await db.execute(sql`
      insert into documents (number, title, type, issuing_body, signer, issued_at, effective_at, validity, field, summary,
                             files, internal, is_report, status, nq57_groups)
      select d.number || '-b' || g, d.title, d.type, d.issuing_body, d.signer, d.issued_at - g, d.effective_at - g,
             d.validity, d.field, d.summary, d.files, d.internal, d.is_report, d.status, d.nq57_groups
      from documents d cross join generate_series(${first}::int, ${last}::int) g
      where d.number !~ '-b[0-9]+$'`);
  }
  await db.execute(sql`analyze`);
  log(`scale ${scale}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
