"use client";
// The avatar control of settings (issue 14 item 6): the current picture or initials, Change (the file picker,
// checked here with the server's limits before anything is sent), a preview while it uploads, Remove, and readable
// errors. The same control serves the person's avatar (profile) and the team's (team settings).
import { ImageUp, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { AVATAR_ACCEPTED_TYPES, avatarFileProblem, type UploadTarget } from "@/domain/contracts/upload";
import { ErrorCode } from "@/domain/error-codes";
import { ApiRequestError } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import { useErrorMessage } from "@/lib/errors/use-error-message";
import { useRemoveAvatar, useUploadAvatar } from "@/lib/queries/avatars";

export interface AvatarUploadProps {
  target: UploadTarget;
  /** The current picture's URL; empty when there is none. */
  src: string;
  /** Whose picture: its initials stand in when there is none. */
  name: string;
  /** Set when the caller may not change it: the controls are disabled and this says why (tooltip). */
  disabledReason?: string | null;
}

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .map((part) => part[0])
      .join("")
      .slice(0, 2)
      .toUpperCase() || "?"
  );
}

export function AvatarUpload({ target, src, name, disabledReason }: AvatarUploadProps) {
  const t = useTranslations();
  const describe = useErrorMessage();
  const labelId = useId();
  const hintId = useId();
  const reasonId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar(target, { success: t("avatars.uploaded") });
  const remove = useRemoveAvatar(target, { success: t("avatars.removed") });
  const busy = upload.isPending || remove.isPending;
  const disabled = Boolean(disabledReason) || busy;

  // The preview's object URL lives until the next one or until the control goes away.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  function uploadError(cause: unknown): string {
    if (cause instanceof ApiRequestError) {
      if (cause.code === ErrorCode.UnsupportedMediaType) return t("avatars.errors.type");
      if (cause.code === ErrorCode.PayloadTooLarge) return t("avatars.errors.size");
      if (cause.code === ErrorCode.Validation) return t("avatars.errors.unreadable");
      if (cause.code === ErrorCode.InvalidToken) return t("avatars.errors.expired");
      if (cause.code === ErrorCode.Unavailable) return t("avatars.errors.storage");
      if (cause.code === ErrorCode.RoleRequired) return t("avatars.teamOnlyAdmins");
    }
    return describe(cause);
  }

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again fires another change.
    event.target.value = "";
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      setError(
        problem === "type"
          ? t("avatars.errors.type")
          : problem === "size"
            ? t("avatars.errors.size")
            : t("avatars.errors.empty"),
      );
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onError: (cause) => setError(uploadError(cause)),
      onSettled: () => setPreview(null),
    });
  }

  function clear() {
    setError(null);
    remove.mutate(undefined, { onError: (cause) => setError(describe(cause)) });
  }

  const shown = preview ?? src;
  const shape = target === "team" ? "rounded-lg" : "rounded-full";
  const controls = (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? (
          <Spinner label={t("avatars.uploading")} />
        ) : (
          <>
            <ImageUp aria-hidden className="h-4 w-4" />
            {t("avatars.change")}
          </>
        )}
      </Button>
      {src ? (
        <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={clear}>
          {remove.isPending ? (
            <Spinner label={t("avatars.removing")} />
          ) : (
            <>
              <Trash2 aria-hidden className="h-4 w-4" />
              {t("avatars.remove")}
            </>
          )}
        </Button>
      ) : null}
    </div>
  );

  return (
    <fieldset className="flex items-center gap-4" aria-labelledby={labelId} aria-busy={busy}>
      <span id={labelId} className="sr-only">
        {target === "team" ? t("avatars.teamLabel") : t("avatars.userLabel")}
      </span>
      {shown ? (
        // biome-ignore lint/performance/noImgElement: an uploaded picture or a local preview (blob:), shown as is
        <img
          src={shown}
          alt={preview ? t("avatars.previewAlt") : t("avatars.currentAlt")}
          className={cn("h-16 w-16 shrink-0 bg-muted object-cover", shape, preview && "opacity-70")}
        />
      ) : (
        <span
          aria-hidden
          className={cn(
            "flex h-16 w-16 shrink-0 items-center justify-center bg-accent text-lg font-semibold text-accent-foreground",
            shape,
          )}
        >
          {initialsOf(name)}
        </span>
      )}
      <div className="space-y-1.5">
        {disabledReason ? (
          <>
            <Tooltip>
              <TooltipTrigger asChild>
                {/* Disabled buttons take no pointer or focus: the wrapper carries the tooltip for both. */}
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users reach the reason */}
                <span tabIndex={0} className="inline-block rounded-md" aria-describedby={reasonId}>
                  {controls}
                </span>
              </TooltipTrigger>
              <TooltipContent>{disabledReason}</TooltipContent>
            </Tooltip>
            <p id={reasonId} className="sr-only">
              {disabledReason}
            </p>
          </>
        ) : (
          controls
        )}
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("avatars.hint")}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPTED_TYPES.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={choose}
      />
    </fieldset>
  );
}
