-- Search among the newest published posts without touching the table: the newest rows and
-- their search text in index order (see the posts list query and docs/PERFORMANCE.md).
CREATE INDEX "posts_recent_search" ON "posts" USING btree ("status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("category_id","search_text");
