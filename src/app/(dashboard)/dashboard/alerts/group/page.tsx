import { PlaceholderPage, placeholderMetadata } from "@/features/dashboard/placeholder-page";

export const generateMetadata = () => placeholderMetadata("alertGroups");

export default function Page() {
  return <PlaceholderPage name="alertGroups" />;
}
