import { PlaceholderPage, placeholderMetadata } from "@/features/dashboard/placeholder-page";

export const generateMetadata = () => placeholderMetadata("channels");

export default function Page() {
  return <PlaceholderPage name="channels" />;
}
