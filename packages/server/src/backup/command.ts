import path from 'node:path';
import { loadConfigWithoutSecrets } from '../config.ts';
import { s3SettingsOf } from '../storage/s3-files.ts';
import { createBackup, type PortalLocation } from './backup.ts';
import { BackupError } from './files.ts';
import { restoreBackup } from './restore.ts';
import { upgradePortal } from './upgrade.ts';

export const backupUsage = `  backup --out FILE                write one archive (tar.gz) of the database, DATA_DIR's files and the
                                  uploaded files (DATA_DIR/uploads or the S3 bucket of S3_BUCKET)
  restore --from FILE [--force]   restore an archive into an empty DATA_DIR / database / bucket (--force: replace)
  upgrade [--backup-dir DIR]      with the portal stopped: back up (into DIR, by default the folder
                                  "backups" beside DATA_DIR), then bring the database to this release`;

/**
 * Where the portal keeps its data, read from the same configuration as the server, without
 * generating secrets into DATA_DIR: a restore must find DATA_DIR as the operator left it, and a
 * backup must not write into it.
 */
export function portalLocation(env: NodeJS.ProcessEnv = process.env): PortalLocation {
  const config = loadConfigWithoutSecrets(env);
  return { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, s3: s3SettingsOf(config) };
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new BackupError(`Missing the value of ${name}.\n${backupUsage}`);
  return value;
}

const required = (args: string[], name: string): string => {
  const value = option(args, name);
  if (!value) throw new BackupError(`Missing ${name} FILE.\n${backupUsage}`);
  return value;
};

const OPTIONS = { backup: ['--out'], restore: ['--from', '--force'], upgrade: ['--backup-dir'] } as const;
const WITH_VALUE = ['--out', '--from', '--backup-dir'];

/**
 * `backup --out FILE`, `restore --from FILE [--force]` and `upgrade [--backup-dir DIR]`; the
 * database is opened by the command itself.
 */
export async function runBackupCommand(command: keyof typeof OPTIONS, args: string[]): Promise<void> {
  const known = new Set<string>(OPTIONS[command]);
  const unknown = args.filter((arg, index) => !known.has(arg) && !WITH_VALUE.includes(args[index - 1] ?? ''));
  if (unknown.length > 0) throw new BackupError(`Unknown option ${unknown.join(' ')}.\n${backupUsage}`);
  const location = portalLocation();
  const print = (line: string) => console.log(line);
  if (command === 'backup') await createBackup(location, required(args, '--out'), print);
  else if (command === 'restore')
    await restoreBackup(location, required(args, '--from'), { force: args.includes('--force') }, print);
  else {
    const backupDir =
      option(args, '--backup-dir') ?? path.join(path.dirname(path.resolve(location.dataDir)), 'backups');
    await upgradePortal(location, { backupDir }, print);
  }
}
