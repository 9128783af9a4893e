/**
 * The texts of the resources added after the first two (whose texts are in i18n/i18nProvider.ts):
 * each resource folder exports its own `messages` (`{ name, fields: {...}, ... }`) and is listed
 * here once, under its resource name.
 */
export const resourceMessages: Record<string, unknown> = {};
