CREATE TABLE "van_delivery_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"time_slot" text NOT NULL,
	"place" integer NOT NULL,
	"priority" text NOT NULL,
	"type" text NOT NULL,
	"van_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"booked_by_user_id" integer,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "van_delivery_bookings_place" CHECK ("van_delivery_bookings"."place" > 0)
);
--> statement-breakpoint
ALTER TABLE "branch_orders" ADD COLUMN "van_registration" text;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD COLUMN "employee_id" text;--> statement-breakpoint
ALTER TABLE "branch_orders" ADD COLUMN "status_id" integer;--> statement-breakpoint
ALTER TABLE "van_delivery_bookings" ADD CONSTRAINT "van_delivery_bookings_van_id_vans_id_fk" FOREIGN KEY ("van_id") REFERENCES "public"."vans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "van_delivery_bookings" ADD CONSTRAINT "van_delivery_bookings_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "van_delivery_bookings" ADD CONSTRAINT "van_delivery_bookings_booked_by_user_id_users_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "van_delivery_bookings_place_uq" ON "van_delivery_bookings" USING btree ("day","time_slot","place");--> statement-breakpoint
CREATE UNIQUE INDEX "van_delivery_bookings_van_uq" ON "van_delivery_bookings" USING btree ("day","time_slot","van_id");