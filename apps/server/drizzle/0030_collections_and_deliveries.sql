CREATE TABLE "app_action_receipts" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reply" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"products" jsonb NOT NULL,
	"collected_at" timestamp with time zone,
	"signer_name" text,
	"signature_png" "bytea",
	"collected_by_user_id" integer,
	CONSTRAINT "store_collections_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "store_collections_signature_size" CHECK (octet_length("store_collections"."signature_png") <= 200000),
	CONSTRAINT "store_collections_collected" CHECK (("store_collections"."collected_at" is null) = ("store_collections"."signature_png" is null) and ("store_collections"."collected_at" is null) = ("store_collections"."signer_name" is null))
);
--> statement-breakpoint
CREATE TABLE "store_delivery_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivered_by_user_id" integer,
	CONSTRAINT "store_delivery_invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
ALTER TABLE "app_action_receipts" ADD CONSTRAINT "app_action_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_collections" ADD CONSTRAINT "store_collections_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_collections" ADD CONSTRAINT "store_collections_collected_by_user_id_users_id_fk" FOREIGN KEY ("collected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_invoices" ADD CONSTRAINT "store_delivery_invoices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_invoices" ADD CONSTRAINT "store_delivery_invoices_delivered_by_user_id_users_id_fk" FOREIGN KEY ("delivered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_collections_branch_idx" ON "store_collections" USING btree ("branch_id","collected_at");--> statement-breakpoint
CREATE INDEX "store_delivery_invoices_branch_idx" ON "store_delivery_invoices" USING btree ("branch_id");