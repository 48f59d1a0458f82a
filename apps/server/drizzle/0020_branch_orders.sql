CREATE TABLE "branch_order_lines" (
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"part_number" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_delivered" integer DEFAULT 0 NOT NULL,
	"price_ex_vat" integer NOT NULL,
	"ax_variant_code" text,
	"ax_unit_code" text,
	CONSTRAINT "branch_order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "branch_order_lines_quantity" CHECK ("branch_order_lines"."quantity" > 0),
	CONSTRAINT "branch_order_lines_delivered" CHECK ("branch_order_lines"."quantity_delivered" >= 0 and "branch_order_lines"."quantity_delivered" <= "branch_order_lines"."quantity"),
	CONSTRAINT "branch_order_lines_price" CHECK ("branch_order_lines"."price_ex_vat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "branch_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"erp" text NOT NULL,
	"branch_id" integer,
	"account_id" integer,
	"customer_reference" text,
	"delivery_postcode" text,
	"fulfilment" text NOT NULL,
	"status" text NOT NULL,
	"staff_name" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"required_on" text,
	CONSTRAINT "branch_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "branch_orders_fulfilment" CHECK ("branch_orders"."fulfilment" in ('collection', 'delivery'))
);
--> statement-breakpoint
ALTER TABLE "branch_order_lines" ADD CONSTRAINT "branch_order_lines_order_id_branch_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."branch_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD CONSTRAINT "branch_orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD CONSTRAINT "branch_orders_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_orders_account_idx" ON "branch_orders" USING btree ("account_id","ordered_at");