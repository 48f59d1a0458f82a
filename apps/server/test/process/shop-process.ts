/**
 * Real server processes for the tests of start-up, locking and shutdown, which `app.inject` cannot show.
 * Each runs in a process group of its own (as `npm start` in a terminal does), so a test can signal the
 * whole group, and every process a test started is killed with its group afterwards, pass or fail.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const serverFolder = fileURLToPath(new URL("../..", import.meta.url));
/** The bundle the tests start, made by global setup: beside dist/, which `npm start` builds and one test runs. */
export const processTestBundle = join(serverFolder, "dist-test");
const repoFolder = fileURLToPath(new URL("../../../..", import.meta.url));

/**
 * How the server is started: its bundle (made from the source by global setup, as `npm start` makes
 * dist/) under node with no wrapper process, or `npm start` itself, npm and its prestart build included.
 */
export type Launch = "bundle" | "npm start";

export type ShopProcess = {
  pid: number;
  port: number;
  /** Everything printed so far, stdout and stderr together. */
  output(): string;
  /** The end of it, for failure messages (PGlite's crashes print megabytes). */
  tail(): string;
  stderr(): string;
  /** Resolves when the process itself ends; for `npm start`, when npm does. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A signal to the whole process group, as Ctrl-C in a terminal sends one. */
  signalGroup(signal: NodeJS.Signals): void;
};

export type StartOptions = {
  env?: NodeJS.ProcessEnv;
  launch?: Launch;
  /** Run as another user (the tests run as root, who may write anywhere). */
  uid?: number;
  gid?: number;
};

const started = new Map<ChildProcess, Promise<unknown>>();
const folders: string[] = [];

/** A free TCP port on this machine, chosen by the kernel. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A temporary folder removed by `cleanUp`. */
export function temporaryFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "merchant-process-"));
  folders.push(folder);
  return folder;
}

export async function startShop(options: StartOptions = {}): Promise<ShopProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "development",
    LOG_LEVEL: "info",
    HOST: "127.0.0.1",
    PORT: String(port),
    // The API alone: the tests are about the process, and the web build may not exist.
    WEB_BUILD_DIR: join(serverFolder, "test", "no-web-build"),
    ...options.env,
  };
  const child =
    options.launch === "npm start"
      ? spawn("npm", ["run", "start", "-w", "@merchant/server"], { cwd: repoFolder, env, detached: true })
      : spawn(process.execPath, ["--enable-source-maps", join(processTestBundle, "main.js")], {
          cwd: serverFolder,
          env,
          detached: true,
          ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.gid ?? options.uid }),
        });
  let output = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  // "close": the process has ended and everything it printed has been read.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  started.set(child, exited);
  const pid = child.pid;
  if (pid === undefined) throw new Error("the server process did not start");
  return {
    pid,
    port,
    output: () => output,
    tail: () => output.slice(-3_000),
    stderr: () => stderr,
    exited,
    signalGroup: (signal) => process.kill(-pid, signal),
  };
}

/** Waits until the server answers /api/health, or fails when it ends first or the time runs out. */
export async function waitUntilOpen(shop: ShopProcess, timeoutMs: number): Promise<void> {
  let ended = false;
  void shop.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server ended before it opened:\n${shop.tail()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${shop.port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not open within ${timeoutMs} ms:\n${shop.tail()}`);
}

/** Resolves with the exit, or with undefined when the process is still running after `timeoutMs`. */
export function exitWithin(shop: ShopProcess, timeoutMs: number) {
  return Promise.race([
    shop.exited,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs)),
  ]);
}

/** Kills every process group a test started and removes its folders. */
export async function cleanUp(): Promise<void> {
  for (const [child, exited] of started) {
    try {
      // The group, not only the child: under `npm start` the server is npm's grandchild.
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // the whole group has ended
    }
    await exited;
  }
  started.clear();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}
