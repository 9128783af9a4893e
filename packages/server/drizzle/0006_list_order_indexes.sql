DROP INDEX "big_problems_listed";--> statement-breakpoint
DROP INDEX "documents_listed";--> statement-breakpoint
DROP INDEX "products_published";--> statement-breakpoint
DROP INDEX "posts_published";--> statement-breakpoint
DROP INDEX "posts_category_published";--> statement-breakpoint
DROP INDEX "feedback_status";--> statement-breakpoint
DROP INDEX "questions_status";--> statement-breakpoint
CREATE INDEX "big_problems_listed" ON "big_problems" USING btree ("visible","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_listed" ON "documents" USING btree ("internal","status","issued_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_published" ON "products" USING btree ("status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_published" ON "posts" USING btree ("status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_category_published" ON "posts" USING btree ("category_id","status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_status" ON "feedback" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_status" ON "questions" USING btree ("status","created_at" DESC NULLS FIRST);