import type { LucideIcon } from "lucide-react";

/** A page or section with nothing to show yet: what will be here and, when there is one, the next step. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  badge,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  badge?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-input bg-card px-6 py-16 text-center">
      <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden className="h-6 w-6" />
      </span>
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">{text}</p>
      {badge ? (
        <span className="mt-4 rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">{badge}</span>
      ) : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}

export function PageHeading({ children }: { children: React.ReactNode }) {
  return <h1 className="mb-6 text-2xl font-semibold text-foreground">{children}</h1>;
}
