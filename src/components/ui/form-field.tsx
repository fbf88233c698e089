import type * as React from "react";
import { Label } from "./label";

/**
 * A labelled control with its error below, wired for screen readers (aria-describedby on the control). A hint (the
 * field's rule, such as "8 to 32 characters") shows below the control until an error takes its place.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground" data-testid={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
