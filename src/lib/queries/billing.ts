"use client";
// The subscriptions page and the test checkout (issue 15 item 5): the plan catalogue, the team's subscription and
// payments, checkout and portal links, cancel/resume, and the test provider's checkout and simulated period end.
// Every write answers the new state or a URL to send the browser to; plan changes also refresh user_info (its
// team_info.plan drives limits across the dashboard) and the tracked lists (a period end may stop items).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  PaidSku,
  PaymentPage,
  PlanCatalog,
  RedirectUrl,
  Subscription,
  TestCheckout,
} from "@/domain/contracts/billing";
import type { TeamMembers } from "@/domain/contracts/team";
import { Role } from "@/domain/roles";
import { api, apiDownload } from "../api/client";
import { billingKeys, trackedItemDependents, userKeys } from "./keys";
import type { MutationNotice } from "./notice";

export function usePlanCatalog() {
  return useQuery({ queryKey: billingKeys.plans(), queryFn: () => api.get<PlanCatalog>("/billing/plans") });
}

/** GET /v1/billing/subscription; Owner and Admin only (Analysts are not asked: the server would answer 403). */
export function useSubscription(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.subscription(),
    queryFn: () => api.get<Subscription>("/billing/subscription"),
    enabled,
  });
}

export function usePayments(page: number, pageSize: number, enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.payments(page, pageSize),
    queryFn: () => api.get<PaymentPage>(`/billing/payments?page=${page}&page_size=${pageSize}`),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** The team's Owner as "name (email)" for people who cannot pay; null when the member list is not readable. */
export function useTeamOwner(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.owner(),
    queryFn: async () => {
      const { members } = await api.get<TeamMembers>("/team/members");
      return members.find((member) => member.role === Role.Owner) ?? null;
    },
    enabled,
    retry: false,
  });
}

/** Everything a change of plan or subscription can move. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      queryClient.invalidateQueries({ queryKey: userKeys.me() }),
      ...trackedItemDependents.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
}

/** POST /v1/billing/checkout: resolves with the URL to send the browser to (Stripe Checkout or the test page). */
export function useCheckout(notice?: MutationNotice<RedirectUrl, PaidSku>) {
  return useMutation({
    mutationFn: (sku: PaidSku) => api.post<RedirectUrl>("/billing/checkout", { sku }),
    meta: { notice },
  });
}

/** POST /v1/billing/portal: Stripe's Customer Portal (card and cancellation). */
export function usePortal(notice?: MutationNotice<RedirectUrl>) {
  return useMutation({ mutationFn: () => api.post<RedirectUrl>("/billing/portal"), meta: { notice } });
}

function useSubscriptionWrite(path: string, notice?: MutationNotice<Subscription, void>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => api.post<Subscription>(path),
    onSuccess: async (subscription) => {
      queryClient.setQueryData(billingKeys.subscription(), subscription);
      await refresh();
    },
    meta: { notice },
  });
}

/** Cancel at period end (the plan stays until then). */
export function useCancelSubscription(notice?: MutationNotice<Subscription, void>) {
  return useSubscriptionWrite("/billing/cancel", notice);
}

/** Undo a cancellation before the period ends. */
export function useResumeSubscription(notice?: MutationNotice<Subscription, void>) {
  return useSubscriptionWrite("/billing/resume", notice);
}

/** Test mode only: end the period now (renewal, or the cancellation taking effect); `fail` simulates a declined renewal. */
export function useSimulatePeriodEnd(notice?: MutationNotice<Subscription, { fail: boolean }>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ fail }: { fail: boolean }) => api.post<Subscription>("/billing/test/advance", { fail }),
    onSuccess: async (subscription) => {
      queryClient.setQueryData(billingKeys.subscription(), subscription);
      await refresh();
    },
    meta: { notice },
  });
}

export function useTestCheckoutSession(sessionId: string) {
  return useQuery({
    queryKey: billingKeys.testCheckout(sessionId),
    queryFn: () => api.get<TestCheckout>(`/billing/test/checkout/${encodeURIComponent(sessionId)}`),
    enabled: sessionId !== "",
    retry: false,
  });
}

/** Pays a test checkout session with a test card; a declined card fails with 40009 (shown on the page). */
export function usePayTestCheckout(sessionId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (cardNumber: string) =>
      api.post<RedirectUrl>(`/billing/test/checkout/${encodeURIComponent(sessionId)}/pay`, {
        card_number: cardNumber,
      }),
    onSuccess: async () => {
      await refresh();
    },
  });
}

/**
 * Opens a payment's invoice in a new tab. The invoice route wants the bearer token like every /v1 call, which a plain
 * link cannot send, so the page is fetched with it and shown from a blob. The tab is opened before the fetch so the
 * click still counts as the person's gesture (popup blockers). `invoiceUrl` is the Payment's `invoice_url`.
 */
export async function openInvoice(invoiceUrl: string, fallbackName: string): Promise<void> {
  // A provider's hosted invoice (Stripe) is public to whoever has its link: open it as it is.
  if (/^https:\/\//.test(invoiceUrl)) {
    window.open(invoiceUrl, "_blank", "noopener,noreferrer");
    return;
  }
  const tab = window.open("", "_blank");
  try {
    const { blob } = await apiDownload(invoiceUrl.replace(/^\/v1(?=\/)/, ""), fallbackName);
    const page = URL.createObjectURL(new Blob([blob], { type: blob.type || "text/html" }));
    if (tab) tab.location.href = page;
    else window.location.assign(page);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
