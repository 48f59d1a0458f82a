CREATE TABLE "basket_exits" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "basket_exits_created_idx" ON "basket_exits" USING btree ("created_at");