CREATE TABLE "invoice_selections" (
	"user_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_selections_user_id_invoice_id_pk" PRIMARY KEY("user_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_on" text NOT NULL,
	"due_on" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"outstanding_pence" integer NOT NULL,
	"erp_confirms" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_outstanding" CHECK ("invoices"."outstanding_pence" between 0 and "invoices"."amount_pence")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_ex_vat" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"total_ex_vat" integer NOT NULL,
	"total_inc_vat" integer NOT NULL,
	"clearance_item_id" integer,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"brand_code" text NOT NULL,
	"user_id" integer,
	"trade_account_id" integer,
	"branch_id" integer NOT NULL,
	"fulfilment" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"delivery_address" jsonb,
	"invoice_address" jsonb,
	"delivery_date" text,
	"products_ex_vat" integer NOT NULL,
	"delivery_ex_vat" integer NOT NULL,
	"vat" integer NOT NULL,
	"total_inc_vat" integer NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"trade_account_id" integer,
	"user_id" integer,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"status" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"invoice_amounts" jsonb,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "postcode_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"postcode" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"county" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "delivery_weekdays" integer[] DEFAULT '{1,2,3,4,5}' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "delivery_lead_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_selections" ADD CONSTRAINT "invoice_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_selections" ADD CONSTRAINT "invoice_selections_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_clearance_item_id_clearance_items_id_fk" FOREIGN KEY ("clearance_item_id") REFERENCES "public"."clearance_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_trade_account_id_trade_accounts_id_fk" FOREIGN KEY ("trade_account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_trade_account_id_trade_accounts_id_fk" FOREIGN KEY ("trade_account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","issued_on");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("trade_account_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("trade_account_id","created_at");--> statement-breakpoint
CREATE INDEX "postcode_addresses_postcode_idx" ON "postcode_addresses" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");