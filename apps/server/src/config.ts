/**
 * Configuration from the environment. Every variable, its default and what it switches
 * is listed in the README's configuration table; keep the two in step.
 */
import { availableParallelism } from "node:os";
import { resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { BrandCode } from "./db/schema.ts";
import { isEmailAddress } from "@merchant/domain/checkout";
import { StartupError } from "./startup-error.ts";

/** Right from src/config.ts and from the bundle `npm start` runs (dist/main.js): both sit one level under apps/server. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const BRAND_CODES: readonly BrandCode[] = ["BU", "HB", "TG", "SG"];

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  /** PGlite data folder; ignored when databaseUrl is set. `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PGlite in a worker thread of its own (PGLITE_WORKER): unset, a folder runs in one and `memory://` does
   * not; `false` keeps a folder on the main thread, `true` puts `memory://` in a worker (decision 132).
   */
  pgliteWorker: boolean | undefined;
  siteBrand: BrandCode;
  /** Host name → brand, e.g. "hb.localhost" → "HB". */
  brandHosts: Record<string, BrandCode>;
  logLevel: string;
  /**
   * Whether cookies are marked Secure (and pages ask browsers to upgrade to https): `undefined`
   * decides per request, on in production except on a loopback host (COOKIE_SECURE unset).
   */
  cookieSecure: boolean | undefined;
  /** Folder of the React Router build (client/ and server/); the shop pages are served when it exists. */
  webBuildDir: string;
  /** `npm run dev` (WEB_DEV=true): the web app's folder, served from source by Vite with hot module replacement. */
  webDevRoot: string | undefined;
  /** Demo data made on first start when the database is empty. */
  seed: { products: number; branches: number; seed: number };
  /** Requests per minute per client on search routes; 0 switches the limit off. */
  searchRateLimit: number;
  /** Page renders, and catalogue reads, per minute per client and route; 0 switches the limit off. */
  browseRateLimit: number;
  /** Orders placed per minute per client (a card tester's pace is not a shopper's); 0 switches the limit off. */
  checkoutRateLimit: number;
  /** Sign-ins (the shop's login, the van app's password and link) per minute per client; 0 switches the limit off. */
  signInRateLimit: number;
  /** Accounts opened, forgotten-password emails and password resets per minute per client; 0 switches the limit off. */
  identityRateLimit: number;
  /**
   * Behind a reverse proxy: true trusts X-Forwarded-For/-Proto from any proxy, a string lists the proxies'
   * addresses ("10.0.0.1,10.0.1.0/24"). Rate limits, logs and https URLs then see the real client.
   */
  trustProxy: boolean | string;
  /**
   * The most time a request may take to arrive, headers and body, in milliseconds; also the longest a
   * connection may stay silent. A client dripping a body a byte at a time is cut off after it.
   */
  requestTimeoutMs: number;
  /**
   * spec/2 §4 forced store popup ('Please Choose Your Branch'): shown this many milliseconds after
   * a front page or category page opens, once per visitor; 0 switches it off.
   */
  storePopupDelayMs: number;
  /** `smtp://user:pass@host:587` or `smtps://…`: mail is sent through it; unset, it only waits in the outbox. */
  smtpUrl: string | undefined;
  /** The sender of every email: `Shop <no-reply@example.co.uk>`. */
  mailFrom: string;
  /**
   * The secret the native van app shell signs its sign-in and sign-out links with (VAN_APP_SECRET,
   * at least 32 characters); unset, one generated and kept in the database (decision 145).
   */
  vanAppSecret: string | undefined;
  /** Whether this process sends the outbox when SMTP_URL is set (MAIL_WORKER=false leaves it to others). */
  mailWorker: boolean;
  /** How often the outbox worker looks for due mail, in milliseconds. */
  mailPollMs: number;
  /** A postcodes.io-compatible geocoder (`https://api.postcodes.io`); unset, the shipped table of postcode districts answers. */
  geocoderUrl: string | undefined;
  /** Card payments through Stripe (decision 125); unset, the embedded sandbox gateway with its test cards takes them. */
  stripe: StripeSettings | undefined;
  /**
   * The Content-Security-Policy img-src source that admits the store maps' tiles (`https://*.tiles.example`),
   * from the `VITE_MAP_TILE_URL` the web app was built with; undefined when tiles are off or on the shop's own host.
   */
  mapTileImageSource: string | undefined;
  /** An Ideal Postcodes API key: the checkout's address lookup asks Ideal Postcodes; unset, the demo data's addresses answer. */
  idealPostcodesApiKey: string | undefined;
  /** The Ideal Postcodes API's root, for a proxy or a test server; unset, `https://api.ideal-postcodes.co.uk`. */
  idealPostcodesUrl: string | undefined;
  /** Address lookups (and address fetches) per minute per client: each may be paid for; 0 switches the limit off. */
  addressLookupRateLimit: number;
  /** spec/1 §7 app-store link: the shop's app in Apple's App Store and in Google Play. */
  appStoreUrls: { ios: string; android: string };
  /** spec/1 §4, §9 seasonal snow over every page (SEASONAL_SNOW=true); off by default. */
  seasonalSnow: boolean;
  /**
   * spec/3 §5 the partner page at /partner: the partner's https:// page framed there and its title
   * (PARTNER_FRAME_URL, PARTNER_FRAME_TITLE). Unset, outside production the shop's own demo partner
   * page stands in; in production there is no partner page.
   */
  partnerFrame: { url: string; title: string } | undefined;
  /**
   * The live-chat provider's snippet, loaded when a shopper presses 'Chat with us' (LIVE_CHAT_SCRIPT_URL),
   * and the other https origins it talks to (LIVE_CHAT_ORIGINS). Unset, outside production the shop's
   * demo chat stands in; in production there is no chat.
   */
  liveChat: { scriptUrl: string; origins: string[] } | undefined;
  /** `redis://…`: rate limits are counted in Redis, shared by every process of the shop (REDIS_URL); unset, in each process. */
  redisUrl: string | undefined;
  /**
   * How many processes serve the shop on its one port (WORKERS, a number or `auto` for one per core;
   * default 1): a first process opens the database and starts them (decision 197).
   */
  workers: number;
};

/** WORKERS: 1 unless set; `auto` is one process per core. Above 1 every process must count the same rate limits. */
function workers(env: NodeJS.ProcessEnv, redis: string | undefined, dataDir: string): number {
  const setting = (env.WORKERS ?? "").trim();
  const count =
    setting === "auto"
      ? availableParallelism()
      : setting === ""
        ? 1
        : /^\d+$/.test(setting)
          ? Number(setting)
          : NaN;
  if (!(count >= 1 && count <= MOST_WORKERS))
    throw new StartupError(`WORKERS must be auto or a whole number from 1 to ${MOST_WORKERS}`);
  if (count === 1) return count;
  if (!redis)
    throw new StartupError(
      "WORKERS above 1 needs REDIS_URL, so that every process counts the same rate limits: set REDIS_URL=redis://127.0.0.1:6379, or WORKERS=1.",
    );
  if (!env.DATABASE_URL && (dataDir.startsWith("memory://") || env.PGLITE_WORKER === "false"))
    throw new StartupError(
      "WORKERS above 1 shares the embedded database through its worker thread: set DATA_DIR to a folder and leave PGLITE_WORKER unset, or WORKERS=1.",
    );
  return count;
}

/** More processes than this would each hold a copy of the product index for no gain. */
const MOST_WORKERS = 64;

function redisUrl(value: string | undefined): string | undefined {
  const setting = (value ?? "").trim();
  if (setting === "") return undefined;
  const protocol = parsedUrl(setting)?.protocol;
  if (protocol !== "redis:" && protocol !== "rediss:") {
    throw new StartupError("REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379");
  }
  return setting;
}

/** The demo live chat the server serves outside production (modules/live-chat). */
export const DEMO_LIVE_CHAT_SCRIPT = "/dev/live-chat-demo.js";

function liveChat(env: NodeJS.ProcessEnv, production: boolean): Config["liveChat"] {
  const scriptUrl = (env.LIVE_CHAT_SCRIPT_URL ?? "").trim();
  if (scriptUrl === "") return production ? undefined : { scriptUrl: DEMO_LIVE_CHAT_SCRIPT, origins: [] };
  const origins = (env.LIVE_CHAT_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter((origin) => origin !== "");
  const example = "https://chat.example/widget.js";
  return {
    scriptUrl: httpsUrl(scriptUrl, "LIVE_CHAT_SCRIPT_URL", example),
    origins: origins.map((origin) => new URL(httpsUrl(origin, "LIVE_CHAT_ORIGINS", example)).origin),
  };
}

/** The demo partner page the server serves outside production (modules/partner). */
export const DEMO_PARTNER_FRAME = { url: "/dev/partner-demo", title: "Partner demo" };

function partnerFrame(env: NodeJS.ProcessEnv, production: boolean): Config["partnerFrame"] {
  const url = (env.PARTNER_FRAME_URL ?? "").trim();
  if (url === "") return production ? undefined : DEMO_PARTNER_FRAME;
  return {
    url: httpsUrl(url, "PARTNER_FRAME_URL", "https://partner.example/shop"),
    title: (env.PARTNER_FRAME_TITLE ?? "").trim() || "Our partner",
  };
}

/** The demo shop's app listings (invented): a real shop sets APP_STORE_IOS_URL and APP_STORE_ANDROID_URL. */
const DEMO_APP_STORE_URLS = {
  ios: "https://apps.apple.com/gb/app/id6499000001",
  android: "https://play.google.com/store/apps/details?id=uk.example.merchant",
};

/** An app's listing: an https:// address, query and all (Google Play names the app in its query). */
function appStoreUrl(value: string | undefined, name: string, fallback: string): string {
  const setting = (value ?? "").trim();
  return setting === "" ? fallback : httpsUrl(setting, name, fallback);
}

/** A setting that must be an https:// address (query and all); anything else stops the start. */
function httpsUrl(setting: string, name: string, example: string): string {
  if (parsedUrl(setting)?.protocol !== "https:") {
    throw new StartupError(`${name} must be an https:// URL, e.g. ${example}`);
  }
  return setting;
}

/** Stripe's three keys: the server's secret, the webhook endpoint's signing secret, and the page's publishable key. */
export type StripeSettings = { secretKey: string; webhookSecret: string; publishableKey: string };

/**
 * STRIPE_SECRET_KEY switches Stripe on, and then the page needs STRIPE_PUBLISHABLE_KEY and the
 * webhook STRIPE_WEBHOOK_SECRET: half a setup would take cards it could not confirm, so it does
 * not start. No key's value is repeated in an error.
 */
function stripeSettings(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const read = (name: string) => (env[name] ?? "").trim();
  const secretKey = read("STRIPE_SECRET_KEY");
  const webhookSecret = read("STRIPE_WEBHOOK_SECRET");
  const publishableKey = read("STRIPE_PUBLISHABLE_KEY");
  if (secretKey === "") {
    if (webhookSecret !== "" || publishableKey !== "") {
      throw new StartupError("STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY need STRIPE_SECRET_KEY");
    }
    return undefined;
  }
  const keys: [string, string, RegExp, string][] = [
    ["STRIPE_SECRET_KEY", secretKey, /^(sk|rk)_(test|live)_\w+$/, "sk_test_… or sk_live_…"],
    ["STRIPE_PUBLISHABLE_KEY", publishableKey, /^pk_(test|live)_\w+$/, "pk_test_… or pk_live_…"],
    ["STRIPE_WEBHOOK_SECRET", webhookSecret, /^whsec_\w+$/, "whsec_…"],
  ];
  for (const [name, value, shape, example] of keys) {
    if (value === "") throw new StartupError(`${name} must be set when STRIPE_SECRET_KEY is (${example})`);
    if (!shape.test(value)) throw new StartupError(`${name} must look like ${example}`);
  }
  if (secretKey.split("_")[1] !== publishableKey.split("_")[1]) {
    throw new StartupError(
      "STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys",
    );
  }
  return { secretKey, webhookSecret, publishableKey };
}

function brandCode(value: string, name: string): BrandCode {
  const code = value.trim().toUpperCase();
  if (!BRAND_CODES.includes(code as BrandCode))
    throw new StartupError(`${name} must be one of ${BRAND_CODES.join(", ")}`);
  return code as BrandCode;
}

function trustProxy(value: string | undefined): boolean | string {
  const setting = (value ?? "").trim();
  if (setting === "" || setting === "false") return false;
  return setting === "true" ? true : setting;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new StartupError(`${name} must be a whole number`);
  return n;
}

/** `true` or `false`; unset is `undefined` (the setting's own default). */
function onOrOff(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === "") return undefined;
  if (value === "true" || value === "false") return value === "true";
  throw new StartupError(`${name} must be true or false`);
}

/** For settings where 0 would quietly mean "never". */
function atLeastOne(n: number, name: string): number {
  if (n < 1) throw new StartupError(`${name} must be at least 1`);
  return n;
}

/** An SMTP server's URL; the value is never repeated in the error, as it may hold a password. */
function smtpUrl(value: string | undefined): string | undefined {
  const setting = (value ?? "").trim();
  if (setting === "") return undefined;
  let url: URL | undefined;
  try {
    url = new URL(setting);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || url.hostname === "") {
    throw new StartupError(
      "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.co.uk:587",
    );
  }
  return setting;
}

/** `no-reply@example.co.uk` or `Shop <no-reply@example.co.uk>`. */
/** A link-signing secret short enough to guess is no secret. */
const VAN_APP_SECRET_MIN_LENGTH = 32;

function vanAppSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < VAN_APP_SECRET_MIN_LENGTH) {
    throw new StartupError(`VAN_APP_SECRET must be at least ${VAN_APP_SECRET_MIN_LENGTH} characters`);
  }
  return value;
}

function mailFrom(value: string | undefined): string {
  const setting = (value ?? "").trim() || "Shop <no-reply@example.co.uk>";
  const address = /^[^<>\r\n]*<([^<>\s]+)>$/.exec(setting)?.[1] ?? setting;
  if (!isEmailAddress(address) || /[\r\n]/.test(setting)) {
    throw new StartupError("MAIL_FROM must be an email address, or a name and <address>");
  }
  return setting;
}

/** The URL a setting names, or undefined when it is not one. */
function parsedUrl(setting: string): URL | undefined {
  return URL.canParse(setting) ? new URL(setting) : undefined;
}

/**
 * The host of a Leaflet tile address as a CSP source: `https://{s}.tile.example/{z}/{x}/{y}.png` gives
 * `https://*.tile.example`; a path on the shop's own host (`/tiles/{z}/{x}/{y}.png`) needs none.
 */
function mapTileImageSource(value: string | undefined): string | undefined {
  const setting = (value ?? "").trim();
  if (setting === "" || setting.startsWith("/")) return undefined;
  const subdomain = "tile-subdomain-placeholder";
  const url = parsedUrl(setting.replaceAll("{s}", subdomain));
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new StartupError(
      "VITE_MAP_TILE_URL must be an http(s) URL or a path, e.g. https://{s}.tiles.example/{z}/{x}/{y}.png",
    );
  }
  return `${url.protocol}//${url.host.replaceAll(subdomain, "*")}`;
}

/**
 * An http(s) URL without query or trailing slash, for a service's root (`https://api.postcodes.io`,
 * `http://postcodes.internal:8000`); unset is `undefined`.
 */
function httpUrl(value: string | undefined, name: string, example: string): string | undefined {
  const setting = (value ?? "").trim();
  if (setting === "") return undefined;
  const url = parsedUrl(setting);
  if (
    !url ||
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    url.search !== "" ||
    url.hash !== ""
  ) {
    throw new StartupError(`${name} must be an http:// or https:// URL, e.g. ${example}`);
  }
  return setting.replace(/\/+$/, "");
}

/** "bu.example.test=BU,hb.example.test=HB" */
function parseBrandHosts(value: string | undefined): Record<string, BrandCode> {
  const hosts: Record<string, BrandCode> = {};
  for (const pair of (value ?? "").split(",").filter(Boolean)) {
    const [host, code] = pair.split("=");
    if (!host || !code) throw new StartupError("BRAND_HOSTS entries look like host=BU");
    hosts[host.trim().toLowerCase()] = brandCode(code, "BRAND_HOSTS");
  }
  return hosts;
}

/** `memory://` is PGlite's in-memory database, not a folder; anything else is a folder, relative to where npm was run. */
function dataDir(env: NodeJS.ProcessEnv): string {
  if (!env.DATA_DIR) return resolve(repoRoot, "data");
  if (env.DATA_DIR.startsWith("memory://")) return env.DATA_DIR;
  return resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv =
    env.NODE_ENV === "production" ? "production" : env.NODE_ENV === "test" ? "test" : "development";
  return {
    env: nodeEnv,
    host: env.HOST ?? "0.0.0.0",
    port: positiveInt(env.PORT, 3000, "PORT"),
    dataDir: dataDir(env),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteWorker: onOrOff(env.PGLITE_WORKER, "PGLITE_WORKER"),
    siteBrand: brandCode(env.SITE_BRAND ?? "BU", "SITE_BRAND"),
    brandHosts: parseBrandHosts(
      env.BRAND_HOSTS ?? "bu.localhost=BU,hb.localhost=HB,tg.localhost=TG,sg.localhost=SG",
    ),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === "test" ? "silent" : "info"),
    cookieSecure: onOrOff(env.COOKIE_SECURE, "COOKIE_SECURE"),
    webBuildDir: env.WEB_BUILD_DIR ? resolve(env.WEB_BUILD_DIR) : resolve(repoRoot, "apps/web/build"),
    webDevRoot: onOrOff(env.WEB_DEV, "WEB_DEV") ? resolve(repoRoot, "apps/web") : undefined,
    seed: {
      products: positiveInt(env.SEED_PRODUCTS, 3000, "SEED_PRODUCTS"),
      branches: positiveInt(env.SEED_BRANCHES, 64, "SEED_BRANCHES"),
      seed: positiveInt(env.SEED, 20261121, "SEED"),
    },
    searchRateLimit: positiveInt(env.SEARCH_RATE_LIMIT, 600, "SEARCH_RATE_LIMIT"),
    browseRateLimit: positiveInt(env.BROWSE_RATE_LIMIT, 300, "BROWSE_RATE_LIMIT"),
    checkoutRateLimit: positiveInt(env.CHECKOUT_RATE_LIMIT, 10, "CHECKOUT_RATE_LIMIT"),
    signInRateLimit: positiveInt(env.SIGN_IN_RATE_LIMIT, 10, "SIGN_IN_RATE_LIMIT"),
    identityRateLimit: positiveInt(env.IDENTITY_RATE_LIMIT, 5, "IDENTITY_RATE_LIMIT"),
    trustProxy: trustProxy(env.TRUST_PROXY),
    requestTimeoutMs: atLeastOne(
      positiveInt(env.REQUEST_TIMEOUT_MS, 30_000, "REQUEST_TIMEOUT_MS"),
      "REQUEST_TIMEOUT_MS",
    ),
    storePopupDelayMs: positiveInt(env.STORE_POPUP_DELAY_MS, 8_000, "STORE_POPUP_DELAY_MS"),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: mailFrom(env.MAIL_FROM),
    vanAppSecret: vanAppSecret(env.VAN_APP_SECRET),
    mailWorker: onOrOff(env.MAIL_WORKER, "MAIL_WORKER") ?? true,
    mailPollMs: atLeastOne(positiveInt(env.MAIL_POLL_MS, 5_000, "MAIL_POLL_MS"), "MAIL_POLL_MS"),
    geocoderUrl: httpUrl(env.GEOCODER_URL, "GEOCODER_URL", "https://api.postcodes.io"),
    stripe: stripeSettings(env),
    mapTileImageSource: mapTileImageSource(env.VITE_MAP_TILE_URL),
    idealPostcodesApiKey: (env.IDEAL_POSTCODES_API_KEY ?? "").trim() || undefined,
    idealPostcodesUrl: httpUrl(
      env.IDEAL_POSTCODES_URL,
      "IDEAL_POSTCODES_URL",
      "https://api.ideal-postcodes.co.uk",
    ),
    addressLookupRateLimit: positiveInt(env.ADDRESS_LOOKUP_RATE_LIMIT, 30, "ADDRESS_LOOKUP_RATE_LIMIT"),
    appStoreUrls: {
      ios: appStoreUrl(env.APP_STORE_IOS_URL, "APP_STORE_IOS_URL", DEMO_APP_STORE_URLS.ios),
      android: appStoreUrl(env.APP_STORE_ANDROID_URL, "APP_STORE_ANDROID_URL", DEMO_APP_STORE_URLS.android),
    },
    seasonalSnow: onOrOff(env.SEASONAL_SNOW, "SEASONAL_SNOW") ?? false,
    partnerFrame: partnerFrame(env, nodeEnv === "production"),
    liveChat: liveChat(env, nodeEnv === "production"),
    redisUrl: redisUrl(env.REDIS_URL),
    workers: workers(env, redisUrl(env.REDIS_URL), dataDir(env)),
    ...overrides,
  };
}
