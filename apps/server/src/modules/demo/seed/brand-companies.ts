/**
 * The company trading as each brand, for the footer of every page and the trust pages
 * (Companies Act 2006: registered name, number and office; the VAT number). All invented:
 * company numbers start 99, far past any Companies House has issued; VAT numbers pass HMRC's
 * check digits in a 999 block; phones are Ofcom's 0306 999 0xxx drama range; mailboxes are under
 * the brand's reserved `.example` domain. Migration 0021 gives a database made before it the same.
 */
import type { BrandCode } from "../../../db/schema.ts";

export type SeedCompany = {
  registeredName: string;
  companyNumber: string;
  vatNumber: string;
  registeredOffice: string;
  contactPhone: string;
  contactEmail: string;
};

export const SEED_COMPANIES: Readonly<Record<BrandCode, SeedCompany>> = {
  BU: {
    registeredName: "Burwood Building Supplies Limited",
    companyNumber: "99120101",
    vatNumber: "GB 999 0101 96",
    registeredOffice: "Unit 4, Kingsway Trade Park, Ipswich, Suffolk IP3 9QR",
    contactPhone: "0306 999 0101",
    contactEmail: "customerservices@burwood.example",
  },
  HB: {
    registeredName: "Hartley & Bourne (Merchants) Limited",
    companyNumber: "99120202",
    vatNumber: "GB 999 0202 90",
    registeredOffice: "Bourne House, Millfield Road, Northampton, Northamptonshire NN5 7PD",
    contactPhone: "0306 999 0202",
    contactEmail: "help@hartleybourne.example",
  },
  TG: {
    registeredName: "Thornegate Trade Centre Limited",
    companyNumber: "99120303",
    vatNumber: "GB 999 0303 84",
    registeredOffice: "12 Beacon Business Park, Leicester, Leicestershire LE4 1BT",
    contactPhone: "0306 999 0303",
    contactEmail: "trade@thornegate.example",
  },
  SG: {
    registeredName: "Saltgrove Merchants plc",
    companyNumber: "99120404",
    vatNumber: "GB 999 0404 78",
    registeredOffice: "Saltgrove Yard, Hawthorn Way, Lincoln, Lincolnshire LN6 3QS",
    contactPhone: "0306 999 0404",
    contactEmail: "hello@saltgrove.example",
  },
};
