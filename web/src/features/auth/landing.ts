import type { Role } from '@academy/contracts';
import { paths } from '../../app/paths/paths.ts';

/** Where a user lands after logging in when no protected page sent them to the login screen. */
export function landingPath(role: Role | undefined): string {
  return role === 'ADMIN' ? paths.adminDashboard : paths.studentDashboard;
}
