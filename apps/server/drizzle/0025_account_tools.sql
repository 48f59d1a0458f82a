CREATE TABLE "reporting_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"hash_digest" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reporting_keys" ADD CONSTRAINT "reporting_keys_account_id_trade_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trade_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_keys" ADD CONSTRAINT "reporting_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reporting_keys_hash_uq" ON "reporting_keys" USING btree ("hash_digest");--> statement-breakpoint
CREATE INDEX "reporting_keys_account_idx" ON "reporting_keys" USING btree ("account_id");