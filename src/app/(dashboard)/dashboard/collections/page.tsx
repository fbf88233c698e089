import { PlaceholderPage, placeholderMetadata } from "@/features/dashboard/placeholder-page";

export const generateMetadata = () => placeholderMetadata("collections");

export default function Page() {
  return <PlaceholderPage name="collections" />;
}
