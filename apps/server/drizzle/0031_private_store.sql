CREATE TABLE "private_store_basket_lines" (
	"user_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_store_basket_lines_user_id_branch_id_product_id_pk" PRIMARY KEY("user_id","branch_id","product_id"),
	CONSTRAINT "private_store_basket_lines_quantity" CHECK ("private_store_basket_lines"."quantity" between 1 and 999)
);
--> statement-breakpoint
ALTER TABLE "app_users" DROP CONSTRAINT "app_users_role";--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "private_store_basket_lines" ADD CONSTRAINT "private_store_basket_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_store_basket_lines" ADD CONSTRAINT "private_store_basket_lines_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_store_basket_lines" ADD CONSTRAINT "private_store_basket_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_private_store_account" CHECK (("app_users"."role" = 'private_store') = ("app_users"."account_id" is not null));--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_role" CHECK ("app_users"."role" in ('van_operator', 'staff', 'private_store'));