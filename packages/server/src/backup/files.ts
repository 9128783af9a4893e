import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What went wrong, told to the operator as it is (the CLI prints the message, never a stack trace). */
export class BackupError extends Error {}

/** Prefix of the working folders backup and restore make; left out of archives and emptiness checks. */
export const WORK_PREFIX = '.portal-backup-';

/** The folder of DATA_DIR that holds the embedded database; it is dumped, never copied as files. */
export const PGLITE_FOLDER = 'pglite';

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Every regular file under `root`, as `/`-separated paths relative to it, sorted. Names for which
 * `skip` answers true (relative paths) are left out with everything under them. Anything that is
 * neither a file nor a folder (a link, a socket) is refused: an archive holds only plain files.
 */
export async function listFiles(root: string, skip: (relative: string) => boolean = () => false): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string) {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip(child)) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
      else
        throw new BackupError(`${path.join(root, child)} is not a regular file or folder; remove it or move it away.`);
    }
  }
  await walk('');
  return found.sort();
}

/** True when `dir` does not exist or holds nothing but working folders of an interrupted run. */
export async function isEmptyDir(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return entries.every((name) => name.startsWith(WORK_PREFIX));
}

export async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}

/** Runs a program (tar, pg_dump…), turning a failure into a BackupError that quotes its own words. */
export async function runTool(
  program: string,
  args: string[],
  what: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  try {
    const { stdout } = await run(program, args, { maxBuffer: 64 * 1024 * 1024, env });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new BackupError(`${what}: the program "${program}" is not installed.`);
    const said = (failure.stderr ?? '').trim().split('\n').slice(0, 5).join('\n  ');
    throw new BackupError(`${what} failed${said ? `:\n  ${said}` : '.'}`);
  }
}

/** Files of DATA_DIR that hold secrets the portal generated: its owner's alone, as written. */
const SECRET_FILES = new Set(['jwt-secret', 'data-key']);

/**
 * Takes other users' access away under `root`, as the portal writes its files (the unit's
 * UMask=0027): tar unpacks with the umask of whoever runs the restore (0644 under a shell's 022).
 * Folders 0750, files 0640, the generated secrets 0600.
 */
export async function closeToOthers(root: string): Promise<void> {
  const entries = await readdir(root, { withFileTypes: true });
  for (const entry of entries) {
    const child = path.join(root, entry.name);
    if (entry.isDirectory()) {
      await chmod(child, 0o750);
      await closeToOthers(child);
    } else if (entry.isFile()) await chmod(child, SECRET_FILES.has(entry.name) ? 0o600 : 0o640);
  }
}
