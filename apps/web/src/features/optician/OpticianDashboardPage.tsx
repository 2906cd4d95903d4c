import { OPTICIAN_TYPES, TEXTS } from "@reseau/shared";
import { ProDashboard } from "../dashboard/DashboardPage";
import { useCurrentUser } from "../session/queries";

/**
 * `/dashboard-optique`, the optician dashboard (000 §2 "Start and root pages": an optician lands
 * here): the optical prescriptions (PRESC_OPT) received, in the pharmacy dashboard's states with
 * their counts, and the optician's status actions (« Prendre en charge », « Prêt », the status
 * menu of an order of glasses).
 */
export function OpticianDashboardPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <ProDashboard
      user={user}
      types={OPTICIAN_TYPES}
      title={TEXTS.dashboard.opticianTitle}
      emptyText={TEXTS.dashboard.opticianEmpty}
    />
  );
}
