import { version } from '../../../package.json';

/**
 * The portal's release (semantic versioning): the root package.json's `version`, which the newest
 * heading of CHANGELOG.md names. One number for the server, the portal and the back office, built
 * together; the server logs it at start and answers it in /api/health, the back office's footer shows it.
 */
export const PORTAL_VERSION: string = version;
