import { Navigate, useLocation } from 'react-router';

/** Sends a plain path to its hashed form, keeping query and fragment, without a new history entry. */
export function RewriteRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: to, search, hash }} />;
}
