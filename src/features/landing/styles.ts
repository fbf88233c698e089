// Class names shared by the landing sections: plain strings (no client component) so the page ships no extra JS.
export const container = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";
export const section = "scroll-mt-[73px] py-16 sm:py-24";
export const heading = "text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white";
export const lead = "mt-4 text-lg text-slate-600 dark:text-slate-300";
export const card =
  "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900";
export const primaryButton =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 dark:bg-indigo-500 dark:hover:bg-indigo-400 dark:text-white";
export const secondaryButton =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 text-base font-semibold text-slate-800 transition-colors hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";
