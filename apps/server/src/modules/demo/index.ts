/**
 * The demo shop's public surface: the generator of deterministic demo data (brands, branches,
 * a catalogue with stock, demo users) and of the product pictures drawn for it. The app fills an
 * empty database with it on first start when SEED_PRODUCTS asks for products; `npm run db:seed`
 * and the tests use it directly; the media module draws its pictures until real images exist.
 */
export { seedIfEmpty, seedDatabase, hasCatalogue, type SeedOptions } from "./seed/index.ts";
export { chooseMotif } from "./pictures/motif-choice.ts";
export { drawPicture, PICTURE_SIZE } from "./pictures/picture.ts";
