import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';

/** What route modules are given: configuration, the database and the services. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  settings: SettingsService;
}
