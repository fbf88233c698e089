// Class names shared by the landing sections: plain strings (no client component) so the page ships no extra JS.
export const container = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";
export const section = "scroll-mt-[73px] py-16 sm:py-24";
export const heading = "text-3xl font-bold tracking-tight text-foreground sm:text-4xl";
export const lead = "mt-4 text-lg text-muted-foreground";
export const card = "rounded-2xl border border-border bg-card p-6 shadow-sm";
export const primaryButton =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-primary px-6 text-base font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90";
export const secondaryButton =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-input bg-card px-6 text-base font-semibold text-foreground transition-colors hover:bg-muted";
