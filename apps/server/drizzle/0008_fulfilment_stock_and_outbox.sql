CREATE TABLE "central_stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"qty" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_charge_bands" (
	"brand_code" text NOT NULL,
	"up_to_miles" integer NOT NULL,
	"charge_pence" integer NOT NULL,
	CONSTRAINT "delivery_charge_bands_brand_code_up_to_miles_pk" PRIMARY KEY("brand_code","up_to_miles")
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "branch_stock" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "feeder_branch_id" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "price_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "direct_ship" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "central_stock" ADD CONSTRAINT "central_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_charge_bands" ADD CONSTRAINT "delivery_charge_bands_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("sent_at","next_attempt_at");