import { loadConfig } from '../config.ts';
import { s3SettingsOf } from '../storage/s3-files.ts';
import { createBackup, type PortalLocation } from './backup.ts';
import { BackupError } from './files.ts';
import { restoreBackup } from './restore.ts';

export const backupUsage = `  backup --out FILE                write one archive (tar.gz) of the database, DATA_DIR's files and the
                                  uploaded files (DATA_DIR/uploads or the S3 bucket of S3_BUCKET)
  restore --from FILE [--force]   restore an archive into an empty DATA_DIR / database / bucket (--force: replace)`;

/**
 * Where the portal keeps its data, read from the same configuration as the server. Placeholder
 * secrets stop loadConfig from generating jwt-secret and data-key into DATA_DIR: a restore must
 * find DATA_DIR as the operator left it, and a backup must not write into it.
 */
export function portalLocation(env: NodeJS.ProcessEnv = process.env): PortalLocation {
  const placeholder = 'x'.repeat(32);
  const config = loadConfig({
    ...env,
    JWT_SECRET: env.JWT_SECRET || placeholder,
    DATA_KEY: env.DATA_KEY || placeholder,
  });
  return { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, s3: s3SettingsOf(config) };
}

function option(args: string[], name: string): string {
  const index = args.indexOf(name);
  const value = index >= 0 ? args[index + 1] : undefined;
  if (!value || value.startsWith('--')) throw new BackupError(`Missing ${name} FILE.\n${backupUsage}`);
  return value;
}

/** `backup --out FILE` and `restore --from FILE [--force]`; the database is opened by the command itself. */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[]): Promise<void> {
  const known = new Set(command === 'backup' ? ['--out'] : ['--from', '--force']);
  const unknown = args.filter((arg, index) => !known.has(arg) && !['--out', '--from'].includes(args[index - 1] ?? ''));
  if (unknown.length > 0) throw new BackupError(`Unknown option ${unknown.join(' ')}.\n${backupUsage}`);
  const location = portalLocation();
  const print = (line: string) => console.log(line);
  if (command === 'backup') await createBackup(location, option(args, '--out'), print);
  else await restoreBackup(location, option(args, '--from'), { force: args.includes('--force') }, print);
}
