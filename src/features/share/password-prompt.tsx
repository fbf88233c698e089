"use client";
// The password form of a protected share link: the typed password is MD5-hashed in the browser (spec section 5) and
// traded for a token, which is kept in share_tokens so the visitor is not asked again on this device.
import { LockKeyhole } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ErrorCode } from "@/domain/error-codes";
import { ShareRequestError, useShareAuth } from "@/lib/queries/share";

export function PasswordPrompt({ shareKey }: { shareKey: string }) {
  const t = useTranslations();
  const auth = useShareAuth(shareKey);
  const [password, setPassword] = useState("");
  const error = auth.error;
  const message =
    error instanceof ShareRequestError && error.code === ErrorCode.SharePasswordError
      ? t("share.password.wrong")
      : error instanceof ShareRequestError && error.code === ErrorCode.RateLimited
        ? error.message
        : error
          ? t("share.password.failed")
          : undefined;
  return (
    <Card className="mx-auto mt-10 max-w-md p-6" data-testid="share-password">
      <div className="mb-4 flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <LockKeyhole aria-hidden className="h-5 w-5" />
        </span>
        <div>
          <h1 className="text-lg font-semibold text-foreground">{t("share.password.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("share.password.text")}</p>
        </div>
      </div>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (password) auth.mutate(password);
        }}
      >
        <FormField id="share-password-input" label={t("share.password.label")} error={message}>
          <Input
            id="share-password-input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "share-password-input-error" : undefined}
            required
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={auth.isPending || !password} data-testid="share-unlock">
          {auth.isPending ? t("share.password.checking") : t("share.password.submit")}
        </Button>
      </form>
    </Card>
  );
}
