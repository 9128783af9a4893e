import { type SettingKey, SettingsSchema, settingKeys } from '@portal/shared/settings';
import pino from 'pino';
import { backupUsage, runBackupCommand } from './backup/command.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { removeDemo } from './db/demo.ts';
import { seedDatabase } from './db/seed.ts';
import { seedScale } from './db/seed-scale.ts';
import { formatFindings, runDoctor } from './doctor/doctor.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { s3SettingsOf } from './storage/s3-files.ts';
import { createUploadStore } from './storage/uploads.ts';

const usage = `Usage: node dist/cli.js <command>

  seed                            seed an empty database (the server also does this at start)
  seed --scale N                  and multiply the demo content N times for benchmarks (N=1000: 60,000 posts)
  demo --remove                   take the demo content out (what the demo seed wrote), leaving the department's own
  settings get                    print the site settings as JSON
  settings set key=value [...]    change site settings, e.g. settings set contact=false
  doctor [--mail-to ADDRESS]      check the configuration and every service it names, item by item;
                                  exits 1 when something must be fixed (--mail-to: send a test mail)
${backupUsage}

Uses the same configuration as the server (DATA_DIR or DATABASE_URL). With the embedded
database, stop the server first: PGlite allows one process at a time.`;

/** Reads `value` as JSON when it is JSON (true, 12, "x"), else as a plain string. */
function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

async function main(args: string[]) {
  const [command, sub, ...rest] = args;
  if (command === 'backup' || command === 'restore' || command === 'upgrade')
    return runBackupCommand(command, args.slice(1));
  if (command === 'doctor') {
    const mailTo = sub === '--mail-to' ? rest[0] : undefined;
    const { text, failed } = formatFindings(await runDoctor(process.env, { mailTo }));
    console.log(text);
    process.exitCode = failed ? 1 : 0;
    return;
  }
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (command === 'seed') {
      await database.withMigrationLock(async () => {
        await seedDatabase(database.db, config, log);
        if (sub === '--scale') await seedScale(database.db, Number(rest[0]), (line) => log.info(line));
      });
    } else if (command === 'demo' && sub === '--remove') {
      const store = createUploadStore(config.DATA_DIR, s3SettingsOf(config));
      try {
        console.log(JSON.stringify(await removeDemo(database.db, store), null, 2));
      } finally {
        await store.close();
      }
    } else if (command === 'settings' && sub === 'get') {
      console.log(JSON.stringify(await createSettingsService(database.db).get(), null, 2));
    } else if (command === 'settings' && sub === 'set' && rest.length > 0) {
      const patch: Record<string, unknown> = {};
      for (const pair of rest) {
        const [key, ...value] = pair.split('=');
        if (!key || !settingKeys.includes(key as SettingKey) || value.length === 0) {
          throw new Error(`Unknown setting or missing value: ${pair}. Known settings: ${settingKeys.join(', ')}`);
        }
        patch[key] = parseValue(value.join('='));
      }
      const updated = await createSettingsService(database.db).update(SettingsSchema.partial().parse(patch));
      console.log(JSON.stringify(updated, null, 2));
    } else {
      console.error(usage);
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
