CREATE TABLE "branch_quote_lines" (
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"part_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_ex_vat" integer NOT NULL,
	CONSTRAINT "branch_quote_lines_quote_id_position_pk" PRIMARY KEY("quote_id","position"),
	CONSTRAINT "branch_quote_lines_quantity" CHECK ("branch_quote_lines"."quantity" > 0),
	CONSTRAINT "branch_quote_lines_price" CHECK ("branch_quote_lines"."price_ex_vat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "branch_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"erp" text NOT NULL,
	"branch_id" integer,
	"account_id" integer,
	"customer_email" text NOT NULL,
	"delivery_postcode" text,
	"staff_name" text NOT NULL,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "branch_quotes_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "branch_quote_lines" ADD CONSTRAINT "branch_quote_lines_quote_id_branch_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."branch_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_quotes" ADD CONSTRAINT "branch_quotes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_quotes" ADD CONSTRAINT "branch_quotes_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_quotes_account_idx" ON "branch_quotes" USING btree ("account_id");