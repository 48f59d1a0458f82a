/**
 * One server per PGlite data folder. PGlite has no lock of its own: two processes on one folder each
 * believe they own it, and writes are lost or an index is corrupted. The lock is a file beside the folder
 * (`<folder>.lock`, so it covers the folder's first build too) holding the owner's process id. A lock
 * whose process is gone (killed, or the machine restarted) is stale and taken over
 * (docs/decisions/086-one-process-per-data-folder.md).
 */
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { StartupError, reasonOf } from "../startup-error.ts";

export type DataFolderLock = { release(): void };

export function lockDataFolder(folder: string): DataFolderLock {
  const lockFile = `${folder}.lock`;
  // Two tries: the second follows the removal of a stale lock, and a third process that wins that
  // race is then reported like any other owner.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createLockFile(lockFile, folder)) {
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (ownerOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
        },
      };
    }
    const owner = ownerOf(lockFile);
    if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
      throw new StartupError(
        `The data folder ${folder} is in use by process ${owner}: stop that server first, or set DATA_DIR to another folder.`,
      );
    }
    removeStaleLock(lockFile, owner);
  }
  throw new StartupError(
    `The data folder ${folder} is being locked by another process as well: start again.`,
  );
}

/**
 * True when this process made the lock file. Written in full under a name of its own, then linked to the
 * lock's name, which fails when the lock exists: nobody ever reads a half-written lock.
 */
function createLockFile(lockFile: string, folder: string): boolean {
  const draft = `${lockFile}.${process.pid}`;
  try {
    writeFileSync(draft, `${process.pid}\n`);
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if (reasonOf(error) === "EEXIST") return false;
    throw new StartupError(
      `Cannot write beside the data folder ${folder} (${reasonOf(error)}): DATA_DIR must be a folder whose parent this user can write; change the permissions or set DATA_DIR to another folder.`,
    );
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Moves the stale lock aside under a name of this process's own, so that of two processes finding the same
 * stale lock only one removes it. A lock that turns out to be a new, live one (made after the stale one was
 * read) is put back.
 */
function removeStaleLock(lockFile: string, staleOwner: number | undefined): void {
  const aside = `${lockFile}.stale.${process.pid}`;
  try {
    renameSync(lockFile, aside);
  } catch {
    return; // already gone: another process removed it
  }
  if (ownerOf(aside) !== staleOwner) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // a third process has locked in the meantime; its lock stands
    }
  }
  rmSync(aside, { force: true });
}

function ownerOf(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return reasonOf(error) === "EPERM";
  }
}
