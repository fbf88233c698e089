"use client";
// The sidebar's team card (spec section 2) and, for people in several teams, the switch between them (issue 14
// item 4): a menu of their teams with role and plan, the active one checked. Switching moves the session to the
// other team, resets every cached answer and leaves a page that showed one of the old team's items.
import { Check, ChevronsUpDown, Settings, Users } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { type TeamListItem, useSwitchTeam, useTeamList } from "@/lib/queries/teams";
import type { UserInfo } from "@/lib/store/types";
import { usePlanLabel, usePlanName, useRoleLabel } from "./use-labels";

/** A detail page (/dashboard/feeds/12/) shows one item of the old team: after a switch, go to its list instead. */
export function listPageAfterSwitch(pathname: string): string | null {
  const match = /^\/dashboard\/(feeds|channels|collections)\/[^/]+\/?$/.exec(pathname);
  return match ? `/dashboard/${match[1]}/` : null;
}

function TeamBadge() {
  return (
    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
      <Users aria-hidden className="h-4 w-4" />
    </span>
  );
}

export function TeamCard({ user, labelClass, compact }: { user: UserInfo; labelClass?: string; compact: boolean }) {
  const t = useTranslations();
  const planLabel = usePlanLabel();
  const planName = usePlanName();
  const roleLabel = useRoleLabel();
  const router = useRouter();
  const pathname = usePathname();
  const teams = useTeamList();
  const switchTeam = useSwitchTeam({
    success: (next) => t("roles.switcher.switched", { team: next.team_info.name }),
    error: true,
  });
  const cardClass = cn(
    "flex w-full items-center gap-3 rounded-lg border border-border bg-muted text-start hover:border-input",
    compact ? "justify-center p-1.5 group-hover/rail:justify-start group-focus-within/rail:justify-start" : "p-3",
  );
  const label = (
    <span className={cn("min-w-0 flex-1", labelClass)}>
      <span className="block truncate text-sm font-medium text-foreground">{user.team_info.name}</span>
      <span className="block text-xs text-muted-foreground">{planLabel(user.team_info.plan)}</span>
    </span>
  );

  const list = teams.data ?? [];
  if (list.length < 2) {
    return (
      <Link href="/dashboard/settings/#team" title={compact ? user.team_info.name : undefined} className={cardClass}>
        <TeamBadge />
        {label}
      </Link>
    );
  }

  const choose = (team: TeamListItem) => {
    if (team.active || team.id === user.team_info.id) return;
    switchTeam.mutate(team.id, {
      onSuccess: () => {
        const target = listPageAfterSwitch(pathname);
        if (target) router.push(target);
      },
    });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className={cardClass}
          aria-label={t("roles.switcher.open", { team: user.team_info.name })}
          aria-busy={switchTeam.isPending}
          data-testid="team-switcher"
          // The sidebar closes the phone drawer on any click inside it; the menu must open instead.
          onClick={(event) => event.stopPropagation()}
        >
          <TeamBadge />
          {label}
          <ChevronsUpDown aria-hidden className={cn("h-4 w-4 shrink-0 text-muted-foreground", labelClass)} />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" side="top" className="w-64">
        <DropdownMenuLabel>{t("roles.switcher.title")}</DropdownMenuLabel>
        {list.map((team) => (
          <DropdownMenuItem
            key={team.id}
            onSelect={() => choose(team)}
            aria-current={team.active ? "true" : undefined}
            data-testid="team-switcher-item"
          >
            <span className="flex h-4 w-4 shrink-0 items-center justify-center">
              {team.active ? <Check aria-label={t("roles.switcher.current")} className="h-4 w-4" /> : null}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{team.name}</span>
              <span className="block text-xs text-muted-foreground">
                {t("roles.switcher.roleAndPlan", { role: roleLabel(team.role), plan: planName(team.plan) })}
              </span>
            </span>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/dashboard/settings/#team">
            <Settings aria-hidden className="h-4 w-4" />
            {t("roles.switcher.settings")}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
