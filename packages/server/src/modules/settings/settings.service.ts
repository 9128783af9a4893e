import { publicSettingsOf, type SettingKey, type Settings, SettingsSchema } from '@portal/shared/settings';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings as settingsTable } from '../../db/schema/settings.ts';

/**
 * Other processes' writes are seen after at most this long, or at once when they are told
 * (`forget`, infra/cache-broadcast.ts); this process's own at once.
 */
const CACHE_TTL_MS = 1_000;

/**
 * The settings as stored, read through `db` (the pool, or a transaction that must not wait for
 * the pool: PGlite has one connection). A stored value that no longer fits the schema falls back
 * to its default rather than breaking the site.
 */
export async function readSettings(db: Database): Promise<Settings> {
  const rows = await db.select().from(settingsTable);
  return SettingsSchema.parse(
    Object.fromEntries(
      rows
        .filter((row) => SettingsSchema.shape[row.key as SettingKey]?.safeParse(row.value).success ?? false)
        .map((row) => [row.key, row.value]),
    ),
  );
}

export interface SettingsService {
  get(): Promise<Settings>;
  /** The public settings answer, serialised once per change: the portal asks on every visit. */
  getResponseJson(): Promise<string>;
  update(patch: Partial<Settings>): Promise<Settings>;
  /** Reads them again at the next call: another process changed them (infra/cache-broadcast.ts). */
  forget(): void;
}

export function createSettingsService(
  db: Database,
  now: () => number = Date.now,
  /** Told after every change: public answers depend on the flags (FAQ, contact). */
  onChange: () => void = () => {},
  /**
   * The server can sign in through VNeID (vneidAvailable): without it the switch `vneid_enabled`
   * reads as off everywhere (the button, the mails), whatever staff stored, until it is configured.
   */
  vneidAvailable = true,
): SettingsService {
  let cache: { settings: Settings; json: string; loadedAt: number } | undefined;
  let generation = 0;

  async function load() {
    if (cache && now() - cache.loadedAt < CACHE_TTL_MS) return cache;
    const started = generation;
    const parsed = await readSettings(db);
    const settings = { ...parsed, vneid_enabled: parsed.vneid_enabled && vneidAvailable };
    // The answer of GET /api/settings and of every portal page: the public keys only.
    const loaded = { settings, json: JSON.stringify({ data: publicSettingsOf(settings) }), loadedAt: now() };
    // Forgotten while reading: what was read may be from before the change; answer it, keep it not.
    if (started === generation) cache = loaded;
    return loaded;
  }

  return {
    get: async () => (await load()).settings,
    getResponseJson: async () => (await load()).json,
    async update(patch) {
      const valid = SettingsSchema.partial().parse(patch);
      // Only the keys given: zod 4 fills the defaults of absent keys even under partial(), which
      // would reset every other setting.
      const entries = Object.entries(valid).filter(([key, value]) => value !== undefined && Object.hasOwn(patch, key));
      if (entries.length > 0) {
        await db
          .insert(settingsTable)
          .values(entries.map(([key, value]) => ({ key, value })))
          .onConflictDoUpdate({
            target: settingsTable.key,
            set: { value: sql`excluded.value`, updatedAt: sql`now()` },
          });
      }
      generation += 1;
      cache = undefined;
      onChange();
      return (await load()).settings;
    },
    forget() {
      generation += 1;
      cache = undefined;
    },
  };
}
