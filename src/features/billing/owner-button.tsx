"use client";
// A billing write button: enabled for the Owner; for an Admin (who may read billing but not pay) shown disabled with
// a tooltip that names who can (DESIGN.md section 10, issue 15 item 5). Disabled buttons get no pointer events, so
// the tooltip hangs on a focusable wrapper.
import { useTranslations } from "next-intl";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { BillingAccess } from "./billing-rules";

export function OwnerButton({ access, ...props }: ButtonProps & { access: BillingAccess }) {
  const t = useTranslations();
  if (access === "manage") return <Button type="button" {...props} />;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the reason a button is disabled */}
        <span tabIndex={0} className="inline-flex">
          <Button type="button" {...props} disabled aria-disabled />
        </span>
      </TooltipTrigger>
      <TooltipContent>{t("dashboardBilling.ownerOnly")}</TooltipContent>
    </Tooltip>
  );
}
