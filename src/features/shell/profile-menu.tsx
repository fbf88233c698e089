"use client";
import { ChevronDown, CreditCard, LogOut, Mail, Settings } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { useSignOut } from "@/lib/queries/user";
import type { UserInfo } from "@/lib/store/types";
import { useRoleLabel } from "./use-labels";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm text-foreground outline-none data-[highlighted]:bg-muted";

export function ProfileMenu({ user, supportEmail }: { user: UserInfo; supportEmail: string }) {
  const t = useTranslations();
  const router = useRouter();
  const roleLabel = useRoleLabel();
  const signOut = useSignOut();
  const initials = user.full_name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted"
        aria-label={t("dashboard.profile.menu")}
        data-testid="profile-menu"
      >
        {user.avatar ? (
          // biome-ignore lint/performance/noImgElement: avatars come from arbitrary hosts
          <img src={user.avatar} alt="" className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground">
            {initials}
          </span>
        )}
        <span className="hidden text-start sm:block">
          <span className="block text-sm font-medium text-foreground">{user.full_name}</span>
          <span className="block text-xs text-muted-foreground" data-testid="role-label">
            {roleLabel(user.role)}
          </span>
        </span>
        <ChevronDown aria-hidden className="h-4 w-4 text-muted-foreground" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-md border border-border bg-card p-1 shadow-lg"
        >
          <div className="px-2 py-1.5 text-xs text-muted-foreground">{user.email}</div>
          <DropdownMenu.Separator className="my-1 h-px bg-muted" />
          <DropdownMenu.Item className={itemClass} onSelect={() => router.push("/dashboard/settings/")}>
            <Settings aria-hidden className="h-4 w-4" />
            {t("dashboard.profile.settings")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => router.push("/dashboard/subscriptions/")}>
            <CreditCard aria-hidden className="h-4 w-4" />
            {t("dashboard.profile.subscriptions")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} asChild>
            <a href={`mailto:${supportEmail}`}>
              <Mail aria-hidden className="h-4 w-4" />
              {t("dashboard.profile.contact")}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-muted" />
          <DropdownMenu.Item className={itemClass} onSelect={() => signOut.mutate()} data-testid="logout">
            <LogOut aria-hidden className="h-4 w-4" />
            {t("dashboard.profile.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
