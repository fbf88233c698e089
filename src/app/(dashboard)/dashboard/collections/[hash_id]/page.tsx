import { PlaceholderPage, placeholderMetadata } from "@/features/dashboard/placeholder-page";

export const generateMetadata = () => placeholderMetadata("collection");

export default function Page() {
  return <PlaceholderPage name="collection" />;
}
