import { PlaceholderPage, placeholderMetadata } from "@/features/dashboard/placeholder-page";

export const generateMetadata = () => placeholderMetadata("overview");

export default function Page() {
  return <PlaceholderPage name="overview" />;
}
