ALTER TABLE "order_lines" ADD COLUMN "taken_local" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "taken_feeder" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "taken_central" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_session" text;--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("status","created_at");