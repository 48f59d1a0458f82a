CREATE TABLE "calculator_products" (
	"calculator" text NOT NULL,
	"variant" text NOT NULL,
	"role" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "calculator_products_calculator_variant_role_pk" PRIMARY KEY("calculator","variant","role")
);
--> statement-breakpoint
ALTER TABLE "calculator_products" ADD CONSTRAINT "calculator_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;