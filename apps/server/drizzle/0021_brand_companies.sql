-- The company trading as each brand and its customer services (decision 139). A database made
-- before this migration already holds the four brands: they get the demo data's details (the
-- brand codes are the four the shop knows, BU, HB, TG and SG; SEED_COMPANIES in
-- src/modules/demo/seed/brand-companies.ts), then every column is required.
ALTER TABLE "brands" ADD COLUMN "registered_name" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "registered_office" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "contact_email" text;--> statement-breakpoint
UPDATE "brands" AS b SET
  "registered_name" = c.registered_name,
  "company_number" = c.company_number,
  "vat_number" = c.vat_number,
  "registered_office" = c.registered_office,
  "contact_phone" = c.contact_phone,
  "contact_email" = c.contact_email
FROM (VALUES
  ('BU', 'Burwood Building Supplies Limited', '99120101', 'GB 999 0101 96', 'Unit 4, Kingsway Trade Park, Ipswich, Suffolk IP3 9QR', '0306 999 0101', 'customerservices@burwood.example'),
  ('HB', 'Hartley & Bourne (Merchants) Limited', '99120202', 'GB 999 0202 90', 'Bourne House, Millfield Road, Northampton, Northamptonshire NN5 7PD', '0306 999 0202', 'help@hartleybourne.example'),
  ('TG', 'Thornegate Trade Centre Limited', '99120303', 'GB 999 0303 84', '12 Beacon Business Park, Leicester, Leicestershire LE4 1BT', '0306 999 0303', 'trade@thornegate.example'),
  ('SG', 'Saltgrove Merchants plc', '99120404', 'GB 999 0404 78', 'Saltgrove Yard, Hawthorn Way, Lincoln, Lincolnshire LN6 3QS', '0306 999 0404', 'hello@saltgrove.example')
) AS c (code, registered_name, company_number, vat_number, registered_office, contact_phone, contact_email)
WHERE b.code = c.code;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "registered_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "company_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "vat_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "registered_office" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "contact_phone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "contact_email" SET NOT NULL;
