import { PlaceholderPage, placeholderMetadata } from "@/features/dashboard/placeholder-page";

export const generateMetadata = () => placeholderMetadata("feeds");

export default function Page() {
  return <PlaceholderPage name="feeds" />;
}
