// A hand-made React Router server build for the web host's tests: it exercises the adapter
// (request conversion, load context, cookies, streaming) without building the real web app.
// Document requests skip React: the entry answers with the loader data as JSON inside HTML.

import { createContext } from "react-router";

// Loaders reach the API with a Request, as the web app's typed client sends them.
const inProcess = (path, init) => new Request(`http://in-process${path}`, init);

// What the web host fills for every render, as the real build's server entry exports it.
const shopContext = createContext();
const shop = (context) => context.get(shopContext);

const route = (id, parentId, path, module, extra = {}) => ({
  id,
  parentId,
  path,
  index: undefined,
  caseSensitive: undefined,
  module,
  ...extra,
});

const rootModule = {
  default: () => null,
  // The page's own cookie, to show that it travels beside the API's cookies.
  headers: () => ({ "set-cookie": "page_seen=1; Path=/" }),
  loader: async ({ context }) => {
    const response = await shop(context).apiFetch(inProcess("/api/session"));
    const second = await shop(context).apiFetch(inProcess("/api/echo-cookie"));
    return {
      session: await response.json(),
      cookieOnSecondCall: (await second.json()).cookie,
      cspNonce: shop(context).cspNonce ?? null,
    };
  },
};

const echoModule = {
  // A resource route: returns what the adapter handed to React Router.
  loader: async ({ request, context }) => {
    const api = await shop(context).apiFetch(inProcess("/api/echo-headers", { headers: { "x-extra": "yes" } }));
    return Response.json({ method: request.method, url: request.url, apiSaw: await api.json() });
  },
  action: async ({ request, context }) => {
    const form = await request.formData();
    const api = await shop(context).apiFetch(inProcess("/api/echo-body", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: form.get("name") }),
    }));
    return Response.json({ apiSaw: await api.json() });
  },
};

const loginModule = {
  // As the web's login page does: the action signs in through the API in-process, with the CSRF
  // token of the shopper's session, and the web host hands the API's session cookie to the browser.
  action: async ({ request, context }) => {
    const form = await request.formData();
    const session = await (await shop(context).apiFetch(inProcess("/api/session"))).json();
    const api = await shop(context).apiFetch(inProcess("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": session.csrfToken },
      body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
    }));
    return Response.json({ loginStatus: api.status });
  },
};

const streamModule = {
  loader: () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode("first,"));
        controller.enqueue(encoder.encode("second"));
        controller.close();
      },
    });
    const headers = new Headers({ "content-type": "text/plain" });
    headers.append("set-cookie", "a=1; Path=/");
    headers.append("set-cookie", "b=2; Path=/");
    return new Response(body, { status: 201, headers });
  },
};

const browseModule = {
  // A page whose render calls the catalogue API several times, as a listing page does.
  loader: async ({ context }) => {
    const statuses = [];
    for (let call = 0; call < 3; call += 1) {
      statuses.push((await shop(context).apiFetch(inProcess("/api/categories/tree"))).status);
    }
    return Response.json({ apiStatuses: statuses });
  },
};

const manifestRoute = (id, parentId, path, hasLoader, hasAction, hasDefaultExport) => ({
  ...route(id, parentId, path, `/assets/${id}.js`),
  hasLoader,
  hasAction,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport,
  hasErrorBoundary: false,
  imports: [],
  css: [],
});

export const assets = {
  entry: { module: "/assets/entry.js", imports: [], css: [] },
  routes: {
    root: manifestRoute("root", undefined, "", true, false, true),
    echo: manifestRoute("echo", "root", "echo", true, true, false),
    stream: manifestRoute("stream", "root", "stream", true, false, false),
    login: manifestRoute("login", "root", "account/login", false, true, false),
    browse: manifestRoute("browse", "root", "browse", true, false, false),
  },
  url: "/assets/manifest.js",
  version: "test",
};
export const assetsBuildDirectory = "build/client";
export const basename = "/";
export const future = { v8_middleware: true };
export const isSpaMode = false;
export const prerender = [];
export const publicPath = "/";
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
export const ssr = true;
export const allowedActionOrigins = false;
export const entry = {
  module: {
    shopContext,
    default: (_request, status, headers, context) => {
      headers.set("content-type", "text/html; charset=utf-8");
      const data = JSON.stringify(context.staticHandlerContext.loaderData);
      return new Response(`<!doctype html><title>fixture</title><pre>${data}</pre>`, { status, headers });
    },
  },
};
export const routes = {
  root: route("root", undefined, "", rootModule),
  echo: route("echo", "root", "echo", echoModule),
  stream: route("stream", "root", "stream", streamModule),
  login: route("login", "root", "account/login", loginModule),
  browse: route("browse", "root", "browse", browseModule),
};
