"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { MessageBar } from "./layout/message-bar";

export function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 30_000 } } }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      <MessageBar />
    </QueryClientProvider>
  );
}
