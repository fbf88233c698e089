"use client";
// Settings' place to remove the demo workspace (issue 20 item 6); nothing while the team has none.
import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useDemoWorkspace } from "@/lib/queries/demo";
import { RemoveDemoWorkspaceButton } from "./remove-demo-workspace-button";

export function DemoWorkspaceSettings() {
  const t = useTranslations();
  const { state } = useDemoWorkspace();
  if (!state?.loaded) return null;
  return (
    <Card data-testid="demo-workspace-settings">
      <CardHeader>
        <CardTitle>{t("demo.settings.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">{t("demo.settings.text")}</p>
        <RemoveDemoWorkspaceButton />
      </CardContent>
    </Card>
  );
}
