"use client";
// The accept page (issue 14 item 1; `/invite/accept/?token=…`, localized like the auth pages): who invited whom to
// which team with which role, then the way to accept that fits the person. After accepting, the account is stored as
// signing in stores it and the dashboard opens on the new team (the answer's session acts for it).
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { InvitationPreview } from "@/domain/contracts/team";
import { ErrorCode } from "@/domain/error-codes";
import { ApiRequestError } from "@/lib/api/client";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import {
  type AcceptInvitation,
  useAcceptInvitation,
  useInvitationPreview,
  useSignOutInPlace,
} from "@/lib/queries/team";
import { useRootStore } from "@/lib/store/root-store";
import { useSignedIn } from "../../analyze/use-signed-in";
import { completeSignIn } from "../../auth/complete-sign-in";
import { useRoleLabel } from "../../shell/use-labels";
import { PersonAvatar } from "../person-avatar";
import { ExistingAccountAccept, NewAccountAccept, SignedInAccept } from "./accept-forms";
import { invitationProblem } from "./invitation-problem";
import { ProblemView } from "./problem-view";

function useTokenFromUrl(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get("token")), []);
  return token;
}

function useAcceptErrorMessage(preview: InvitationPreview) {
  const t = useTranslations();
  const fallback = useErrorMessage();
  return (error: unknown): string => {
    if (error instanceof ApiRequestError) {
      if (error.code === ErrorCode.InvalidCredentials || error.code === ErrorCode.WrongPassword)
        return t("inviteAccept.errors.wrongPassword", { email: preview.email });
      if (error.code === ErrorCode.InvitationEmailMismatch)
        return t("inviteAccept.errors.emailMismatch", { email: preview.email });
      if (error.code === ErrorCode.AlreadyMember) return t("inviteAccept.errors.alreadyMember");
    }
    return fallback(error);
  };
}

function InvitationSummary({ preview }: { preview: InvitationPreview }) {
  const t = useTranslations();
  const format = useFormatter();
  const roleLabel = useRoleLabel();
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <PersonAvatar src={preview.team_avatar} name={preview.team_name} size="lg" />
        <h1 className="text-2xl font-bold text-foreground" data-testid="invitation-team">
          {t("inviteAccept.title", { team: preview.team_name })}
        </h1>
      </div>
      <p className="text-sm text-foreground" data-testid="invitation-summary">
        {t.rich("inviteAccept.invitedBy", {
          inviter: preview.inviter_name,
          email: preview.email,
          role: roleLabel(preview.role),
          strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
        })}
      </p>
      <p className="text-xs text-muted-foreground">
        {t("inviteAccept.expires", { date: format.dateTime(new Date(preview.expires_at), { dateStyle: "long" }) })}
      </p>
    </div>
  );
}

function AcceptPanel({ token, preview }: { token: string; preview: InvitationPreview }) {
  const t = useTranslations();
  const signedIn = useSignedIn();
  const currentEmail = useRootStore((s) => s.user_info?.email ?? "");
  const accept = useAcceptInvitation();
  const signOut = useSignOutInPlace();
  const errorMessage = useAcceptErrorMessage(preview);
  // After success the page navigates away: the button keeps waiting until it has.
  const submitting = accept.isPending || accept.isSuccess;
  const sameAccount = signedIn && currentEmail.toLowerCase() === preview.email.toLowerCase();

  const run = (input: Omit<AcceptInvitation, "token">) =>
    accept.mutate({ token, ...input }, { onSuccess: (answer) => completeSignIn(answer) });

  const acceptProblem = accept.isError ? invitationProblem(accept.error) : null;
  if (acceptProblem && acceptProblem !== "failed") return <ProblemView problem={acceptProblem} />;
  return (
    <div className="space-y-6">
      <InvitationSummary preview={preview} />
      {accept.isError ? (
        <Alert tone="danger" role="alert" data-testid="accept-error">
          {errorMessage(accept.error)}
        </Alert>
      ) : null}
      {signedIn && !sameAccount ? (
        // The server answers 40008 while another account's session is sent: that account signs out first.
        <div className="space-y-3" data-testid="accept-other-account">
          <Alert tone="info">{t("inviteAccept.otherAccount", { current: currentEmail, email: preview.email })}</Alert>
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={signOut.isPending}
            onClick={() => {
              accept.reset();
              signOut.mutate();
            }}
          >
            {t("inviteAccept.switchAccount")}
          </Button>
        </div>
      ) : sameAccount ? (
        <SignedInAccept email={preview.email} submitting={submitting} onAccept={() => run({})} />
      ) : preview.existing_user ? (
        <ExistingAccountAccept email={preview.email} submitting={submitting} onSubmit={run} />
      ) : (
        <NewAccountAccept submitting={submitting} onSubmit={run} />
      )}
    </div>
  );
}

export function AcceptInvitationView() {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const token = useTokenFromUrl();
  const preview = useInvitationPreview(token);

  if (token === null) return <ProblemView problem="missing" />;
  if (token === undefined || preview.isPending) return <Spinner label={t("inviteAccept.loading")} />;
  if (preview.isError) {
    const problem = invitationProblem(preview.error);
    if (problem !== "failed") return <ProblemView problem={problem} />;
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-foreground">{t("inviteAccept.loadFailed")}</h1>
        <Alert tone="danger" role="alert">
          {errorMessage(preview.error)}
        </Alert>
        <Button type="button" variant="outline" onClick={() => preview.refetch()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  return <AcceptPanel token={token} preview={preview.data} />;
}
