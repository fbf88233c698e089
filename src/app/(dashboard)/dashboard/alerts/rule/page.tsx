import { PlaceholderPage, placeholderMetadata } from "@/features/dashboard/placeholder-page";

export const generateMetadata = () => placeholderMetadata("alertRules");

export default function Page() {
  return <PlaceholderPage name="alertRules" />;
}
