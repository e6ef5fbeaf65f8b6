// The administrator's screens load as one chunk: one entry in the first screen's route table, not two.
export { AdminDashboardPage } from './AdminDashboardPage.tsx';
export { CouponsPage } from './CouponsPage.tsx';
