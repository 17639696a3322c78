import { Navigate } from 'react-router';

/** spec §2 names /order; its orders live in the list with status tabs. */
export function OrderRedirectScreen() {
  return <Navigate to="/myPurchases/all" replace />;
}
