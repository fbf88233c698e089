"use client";
// The client providers: the query client and the message bar. The query client's MutationCache is the one place
// that puts mutation results in the message bar (each mutation's meta.notice, see src/lib/queries/notice.ts); the
// 401 rule lives in the API client (src/lib/api/client.ts).
import { MutationCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { errorNotice, successNotice } from "@/lib/queries/notice";
import { useRootStore } from "@/lib/store/root-store";
import type { MessageBox } from "@/lib/store/types";
import { MessageBar } from "./layout/message-bar";

function show(message: MessageBox | null) {
  if (message) useRootStore.getState().setMessageBox(message);
}

export function Providers({ children }: { children: React.ReactNode }) {
  // The client outlives renders; the ref hands it the current language's wording of failures.
  const errorMessage = useErrorMessage();
  const describe = useRef(errorMessage);
  describe.current = errorMessage;
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 30_000 } },
        mutationCache: new MutationCache({
          onSuccess: (data, variables, _result, mutation) => show(successNotice(mutation.meta, data, variables)),
          onError: (error, _variables, _result, mutation) =>
            show(errorNotice(mutation.meta, error, (cause) => describe.current(cause))),
        }),
      }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      <MessageBar />
    </QueryClientProvider>
  );
}
