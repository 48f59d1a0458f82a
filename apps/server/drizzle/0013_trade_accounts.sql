CREATE TABLE "trade_account_branches" (
	"account_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "trade_account_branches_account_id_branch_id_pk" PRIMARY KEY("account_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "trade_account_users" (
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "trade_account_users_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "trade_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"acc_number" text NOT NULL,
	"name" text NOT NULL,
	"erp" text NOT NULL,
	"brand_code" text NOT NULL,
	"credit_limit_pence" integer NOT NULL,
	"balance_pence" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_accounts_acc_number_unique" UNIQUE("acc_number"),
	CONSTRAINT "trade_accounts_discount" CHECK ("trade_accounts"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "trade_account_branches" ADD CONSTRAINT "trade_account_branches_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_account_branches" ADD CONSTRAINT "trade_account_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_account_users" ADD CONSTRAINT "trade_account_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_account_users" ADD CONSTRAINT "trade_account_users_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD CONSTRAINT "trade_accounts_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_account_branches_branch_idx" ON "trade_account_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "trade_account_users_account_idx" ON "trade_account_users" USING btree ("account_id");