/**
 * Opening an embedded database kept in a folder (DATA_DIR). Three things can go wrong at start that
 * this file turns into one clear line or avoids altogether:
 * - another server already has the folder open (data-folder-lock.ts);
 * - the folder cannot be written (read-only, or somewhere like /proc where PGlite would spin for ever);
 * - a kill during the first start, which used to leave a half-made folder that never started again.
 *   A new database is built in `<folder>.first-start` beside its place, migrated and filled there, and
 *   renamed into place only when complete; a leftover from a killed build is built again
 *   (docs/decisions/085-first-start-is-atomic.md).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { StartupError, reasonOf } from "../startup-error.ts";
import type { Database } from "./client.ts";
import { lockDataFolder } from "./data-folder-lock.ts";

export type PgliteFolderOptions = {
  /** Opens PGlite on a folder (the final one, or the one a first start builds in). */
  open: (folder: string) => Promise<Database>;
  /** Migrates and fills a database; run on the new one before it is put in place, and at every start. */
  prepare: (database: Database) => Promise<void>;
  /** Where a start says what it does about an unfinished earlier one. */
  log: (line: string) => void;
};

export async function openPgliteFolder(dataDir: string, options: PgliteFolderOptions): Promise<Database> {
  const folder = resolve(dataDir);
  makeFolder(dirname(folder), folder);
  const lock = lockDataFolder(folder);
  try {
    if (isBuilt(folder)) checkWritable(folder);
    else await buildBeside(folder, options);
    const database = await openBuilt(folder, options.open);
    try {
      await options.prepare(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** A folder that is missing or empty has no database yet; an empty one may be a mount point or made by hand. */
function isBuilt(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).length > 0;
}

async function buildBeside(folder: string, options: PgliteFolderOptions): Promise<void> {
  const building = `${folder}.first-start`;
  if (existsSync(building)) {
    options.log(`An earlier first start of ${folder} was interrupted; building its database again.`);
    rmSync(building, { recursive: true, force: true });
  }
  makeFolder(building, folder);
  const database = await options.open(building);
  try {
    await options.prepare(database);
  } finally {
    await database.close();
  }
  // rename(2) replaces an empty folder, and is atomic: the folder is either absent or complete.
  renameSync(building, folder);
}

async function openBuilt(folder: string, open: (folder: string) => Promise<Database>): Promise<Database> {
  try {
    return await open(folder);
  } catch (error) {
    throw new StartupError(
      `The embedded database in ${folder} does not open (${reasonOf(error)}): move the folder aside to start with a new database, or restore it from a backup.`,
    );
  }
}

/** PGlite fails a read-only folder with a bare WebAssembly "unreachable"; a write up front says why. */
function checkWritable(folder: string): void {
  const probe = join(folder, `.write-check-${process.pid}`);
  try {
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    throw cannotWrite(folder, error);
  }
}

/**
 * mkdir -p, one level at a time. Node's own recursive mkdir loops for ever on a path under /proc, where
 * every level answers ENOENT.
 */
function makeFolder(path: string, dataDir: string): void {
  try {
    mkdirSync(path);
  } catch (error) {
    const reason = reasonOf(error);
    if (reason === "EEXIST") return;
    if (reason !== "ENOENT" || dirname(path) === path) throw cannotWrite(dataDir, error);
    makeFolder(dirname(path), dataDir);
    try {
      mkdirSync(path);
    } catch (again) {
      throw cannotWrite(dataDir, again);
    }
  }
}

function cannotWrite(folder: string, error: unknown): StartupError {
  return new StartupError(
    `The data folder ${folder} cannot be written (${reasonOf(error)}): set DATA_DIR to a folder this user can write, or give it write access.`,
  );
}
