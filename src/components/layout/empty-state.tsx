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
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-night-surface">
      <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:text-brand-400">
        <Icon aria-hidden className="h-6 w-6" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">{text}</p>
      {badge ? (
        <span className="mt-4 rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-400">
          {badge}
        </span>
      ) : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}

export function PageHeading({ children }: { children: React.ReactNode }) {
  return <h1 className="mb-6 text-2xl font-semibold text-slate-900 dark:text-slate-100">{children}</h1>;
}
