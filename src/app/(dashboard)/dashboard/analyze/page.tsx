import { PlaceholderPage, placeholderMetadata } from "@/features/dashboard/placeholder-page";

export const generateMetadata = () => placeholderMetadata("explore");

export default function Page() {
  return <PlaceholderPage name="explore" />;
}
