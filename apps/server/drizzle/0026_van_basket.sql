CREATE TABLE "app_basket_lines" (
	"van_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"ax_variant_code" text,
	"ax_unit_code" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_basket_lines_van_id_product_id_pk" PRIMARY KEY("van_id","product_id"),
	CONSTRAINT "app_basket_lines_quantity" CHECK ("app_basket_lines"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "app_baskets" (
	"van_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "app_baskets_kind" CHECK ("app_baskets"."kind" in ('van', 'void'))
);
--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "void_order_limit_pence" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "supervisor_email" text;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD COLUMN "van_id" integer;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD COLUMN "van_order_type" text;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD COLUMN "placed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "app_basket_lines" ADD CONSTRAINT "app_basket_lines_van_id_app_baskets_van_id_fk" FOREIGN KEY ("van_id") REFERENCES "public"."app_baskets"("van_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_basket_lines" ADD CONSTRAINT "app_basket_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_baskets" ADD CONSTRAINT "app_baskets_van_id_vans_id_fk" FOREIGN KEY ("van_id") REFERENCES "public"."vans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD CONSTRAINT "branch_orders_van_id_vans_id_fk" FOREIGN KEY ("van_id") REFERENCES "public"."vans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD CONSTRAINT "branch_orders_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_void_order_limit" CHECK ("app_users"."void_order_limit_pence" >= -1);--> statement-breakpoint
ALTER TABLE "branch_orders" ADD CONSTRAINT "branch_orders_van_order_type" CHECK ("branch_orders"."van_order_type" in ('van', 'void'));