"use client";
// Leaving the team (everyone but the Owner) and handing it to another member (the Owner), each behind a dialog
// that says what will happen (issue 14 items 1 and 5).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirm } from "@/components/modals/events";
import { Modal, ModalFooter } from "@/components/modals/modal";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/select";
import type { TeamMember } from "@/domain/contracts/team";
import { useLeaveTeam, useTransferTeam } from "@/lib/queries/team";
import { useTeamErrorMessage } from "./use-team-error-message";

export function LeaveTeamButton({ teamName }: { teamName: string }) {
  const t = useTranslations();
  const leave = useLeaveTeam({ success: t("teamMembers.notices.left", { team: teamName }), error: true });
  return (
    <Button
      type="button"
      variant="outline"
      data-testid="leave-team"
      onClick={() =>
        confirm({
          title: t("teamMembers.leave.title", { team: teamName }),
          message: t("teamMembers.leave.message"),
          confirmText: t("teamMembers.leave.confirm"),
          cancelText: t("teamMembers.confirm.cancel"),
          color: "danger",
          onSubmit: async () => {
            await leave.mutateAsync();
            // The person now acts for their own team: a fresh load shows its dashboard.
            window.location.assign("/dashboard/");
          },
        })
      }
    >
      {t("teamMembers.leave.button")}
    </Button>
  );
}

export function TransferTeamButton({ teamName, candidates }: { teamName: string; candidates: TeamMember[] }) {
  const t = useTranslations();
  const errorMessage = useTeamErrorMessage();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState("");
  const transfer = useTransferTeam({
    success: (_members, userId) => {
      const member = candidates.find((candidate) => candidate.user_id === userId);
      return t("teamMembers.notices.transferred", { name: member ? member.full_name.trim() || member.email : "" });
    },
  });
  const target = candidates.find((member) => String(member.user_id) === chosen) ?? null;
  const name = target ? target.full_name.trim() || target.email : "";

  const close = (next: boolean) => {
    if (transfer.isPending) return;
    if (!next) {
      setChosen("");
      transfer.reset();
    }
    setOpen(next);
  };

  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} data-testid="transfer-team">
        {t("teamMembers.transfer.button")}
      </Button>
      <Modal
        open={open}
        onOpenChange={close}
        title={t("teamMembers.transfer.title", { team: teamName })}
        description={t("teamMembers.transfer.text")}
        testId="transfer-dialog"
      >
        <div className="space-y-4 px-5 pt-4 pb-2">
          {candidates.length === 0 ? (
            <Alert tone="info">{t("teamMembers.transfer.noCandidates")}</Alert>
          ) : (
            <div className="space-y-1.5">
              <Label htmlFor="transfer-member">{t("teamMembers.transfer.member")}</Label>
              <OptionSelect
                id="transfer-member"
                value={chosen}
                onValueChange={setChosen}
                options={[
                  { value: "", label: t("teamMembers.transfer.choose") },
                  ...candidates.map((member) => ({
                    value: String(member.user_id),
                    label: `${member.full_name.trim() || member.email} (${member.email})`,
                  })),
                ]}
                className="w-full"
              />
            </div>
          )}
          {target ? (
            <Alert tone="warning" data-testid="transfer-consequence">
              {t("teamMembers.transfer.consequence", { name, team: teamName })}
            </Alert>
          ) : null}
          {transfer.isError ? (
            <Alert tone="danger" role="alert">
              {errorMessage(transfer.error)}
            </Alert>
          ) : null}
        </div>
        <ModalFooter>
          <Button type="button" variant="outline" disabled={transfer.isPending} onClick={() => close(false)}>
            {t("teamMembers.confirm.cancel")}
          </Button>
          <Button
            type="button"
            variant="danger"
            disabled={!target || transfer.isPending}
            data-testid="transfer-submit"
            onClick={() =>
              target &&
              transfer.mutate(target.user_id, {
                // The hook refetches the account, so the new role shows everywhere.
                onSuccess: () => {
                  setOpen(false);
                  setChosen("");
                },
              })
            }
          >
            {transfer.isPending ? t("teamMembers.invite.submitting") : t("teamMembers.transfer.confirm")}
          </Button>
        </ModalFooter>
      </Modal>
    </>
  );
}
