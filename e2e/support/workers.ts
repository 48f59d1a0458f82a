/**
 * Journeys run in two workers at once, each with its own browser and its own shop: on the 2-core
 * machines a journey spends much of its time waiting (a debounce, an autoplay, a pop-up's 3 s), so
 * two at once finish the suite in about two thirds of the time one at a time takes.
 */
export const JOURNEY_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
