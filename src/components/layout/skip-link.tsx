// "Skip to content" (WCAG 2.4.1, QA s10 item 4c): the first focusable element of every public and dashboard page,
// hidden until it takes the focus, and a jump to the page's main landmark, which carries MAIN_ID.
export const MAIN_ID = "main-content";

/** Goes on the <main> of every page: the skip link's target, focusable by script only so the jump moves focus. */
export const mainTarget = { id: MAIN_ID, tabIndex: -1 } as const;

export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href={`#${MAIN_ID}`}
      data-testid="skip-link"
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg focus:ring-2 focus:ring-ring focus:outline-none"
    >
      {label}
    </a>
  );
}
