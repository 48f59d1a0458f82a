/** Brands' companies as GET /api/site gives them (the demo data's), for tests. */
import type { Company } from "@merchant/contract";

export const BURWOOD_COMPANY: Company = {
  registeredName: "Burwood Building Supplies Limited",
  companyNumber: "99120101",
  vatNumber: "GB 999 0101 96",
  registeredOffice: "Unit 4, Kingsway Trade Park, Ipswich, Suffolk IP3 9QR",
  phone: "0306 999 0101",
  email: "customerservices@burwood.example",
};

export const SALTGROVE_COMPANY: Company = {
  registeredName: "Saltgrove Merchants plc",
  companyNumber: "99120404",
  vatNumber: "GB 999 0404 78",
  registeredOffice: "Saltgrove Yard, Hawthorn Way, Lincoln, Lincolnshire LN6 3QS",
  phone: "0306 999 0404",
  email: "hello@saltgrove.example",
};
