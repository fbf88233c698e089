"use client";
// An invitation link that cannot be used: what happened and the way forward (ask for a new invitation, or sign in
// when it was already accepted).
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { InvitationProblem } from "./invitation-problem";

type FinalProblem = Exclude<InvitationProblem, "failed">;

export function ProblemView({ problem }: { problem: FinalProblem }) {
  const t = useTranslations();
  const copy: Record<FinalProblem, { title: string; text: string }> = {
    missing: { title: t("inviteAccept.problems.unknownTitle"), text: t("inviteAccept.problems.unknownText") },
    unknown: { title: t("inviteAccept.problems.unknownTitle"), text: t("inviteAccept.problems.unknownText") },
    expired: { title: t("inviteAccept.problems.expiredTitle"), text: t("inviteAccept.problems.expiredText") },
    revoked: { title: t("inviteAccept.problems.revokedTitle"), text: t("inviteAccept.problems.revokedText") },
    used: { title: t("inviteAccept.problems.usedTitle"), text: t("inviteAccept.problems.usedText") },
  };
  const { title, text } = copy[problem];
  return (
    <div className="space-y-6" data-testid="invitation-problem" data-problem={problem}>
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      <Alert tone={problem === "used" ? "info" : "danger"} role="alert">
        {text}
      </Alert>
      <Button asChild variant={problem === "used" ? "default" : "outline"} className="w-full">
        <Link href="/signin">{t("inviteAccept.problems.signIn")}</Link>
      </Button>
    </div>
  );
}
