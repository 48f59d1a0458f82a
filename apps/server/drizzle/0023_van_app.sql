CREATE TABLE "app_sign_in_links" (
	"hash_digest" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "app_users_role" CHECK ("app_users"."role" in ('van_operator', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "van_stock" (
	"van_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"current_level" integer NOT NULL,
	"min_level" integer,
	"unit_factor" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "van_stock_van_id_product_id_pk" PRIMARY KEY("van_id","product_id"),
	CONSTRAINT "van_stock_current_level" CHECK ("van_stock"."current_level" >= 0),
	CONSTRAINT "van_stock_min_level" CHECK ("van_stock"."min_level" >= 0),
	CONSTRAINT "van_stock_unit_factor" CHECK ("van_stock"."unit_factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "van_stock_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"van_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"transaction_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"level_after" integer NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "van_stock_adjustments_quantity" CHECK ("van_stock_adjustments"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "vans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"registration" text NOT NULL,
	"registration_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"replenishment" text NOT NULL,
	"operator_user_id" integer,
	CONSTRAINT "vans_replenishment" CHECK ("vans"."replenishment" in ('automatic', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "void_list_products" (
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "void_list_products_list_id_product_id_pk" PRIMARY KEY("list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "void_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "van_stock" ADD CONSTRAINT "van_stock_van_id_vans_id_fk" FOREIGN KEY ("van_id") REFERENCES "public"."vans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "van_stock" ADD CONSTRAINT "van_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "van_stock_adjustments" ADD CONSTRAINT "van_stock_adjustments_van_id_vans_id_fk" FOREIGN KEY ("van_id") REFERENCES "public"."vans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "van_stock_adjustments" ADD CONSTRAINT "van_stock_adjustments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "van_stock_adjustments" ADD CONSTRAINT "van_stock_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vans" ADD CONSTRAINT "vans_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vans" ADD CONSTRAINT "vans_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_list_products" ADD CONSTRAINT "void_list_products_list_id_void_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."void_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_list_products" ADD CONSTRAINT "void_list_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_lists" ADD CONSTRAINT "void_lists_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_sign_in_links_expires_idx" ON "app_sign_in_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "van_stock_adjustments_van_idx" ON "van_stock_adjustments" USING btree ("van_id","made_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vans_registration_key_uq" ON "vans" USING btree ("registration_key");--> statement-breakpoint
CREATE UNIQUE INDEX "vans_operator_uq" ON "vans" USING btree ("operator_user_id");--> statement-breakpoint
CREATE INDEX "vans_account_idx" ON "vans" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "void_lists_account_name_uq" ON "void_lists" USING btree ("account_id","name");