import { PlaceholderPage, placeholderMetadata } from "@/features/dashboard/placeholder-page";

export const generateMetadata = () => placeholderMetadata("alertTargets");

export default function Page() {
  return <PlaceholderPage name="alertTargets" />;
}
