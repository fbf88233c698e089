import { SubscriptionsView } from "@/features/dashboard/subscriptions-view";

export default function Page() {
  return <SubscriptionsView />;
}
