import type { AdminPassword } from './admin-password.ts';
import type { Settings } from './settings.ts';

/**
 * What one service gets from the runner besides the settings every service shares: a bucket of its
 * own, auth the key that signs access tokens and the administrator to create, and the addresses of
 * the stand-ins it talks to (`standInEnv`, from `startStandIns`).
 */
export const ownSettings = (
  settings: Settings,
  service: string,
  secrets: { privateKey: string; admin: AdminPassword },
  standInEnv: (service: string) => Record<string, string>,
): Record<string, string> => ({
  S3_BUCKET: `${settings.instance.replace('_', '-')}-${service}`,
  ...(service === 'auth'
    ? {
        JWT_PRIVATE_KEY: secrets.privateKey,
        ADMIN_EMAIL: settings.admin.email,
        ADMIN_PASSWORD: secrets.admin.password,
      }
    : {}),
  ...standInEnv(service),
});
