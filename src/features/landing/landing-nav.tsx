"use client";
// The landing header's section menu: highlights the section in view (its top has passed the 73 px sticky header)
// and, below md, collapses into a menu button whose panel closes on Escape or on a link. Its words come as props
// from the server header, so the landing page needs no client translations (issue 18 item 6).
import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { HEADER_OFFSET, NAV_SECTIONS, type NavSection } from "./landing-links";

/** The last section whose top is at or above the header line; the first one while none is. */
export function sectionInView(tops: readonly number[], offset = HEADER_OFFSET): number {
  let current = 0;
  // One pixel of slack: an anchor jump puts the section exactly on the line, with sub-pixel rounding.
  tops.forEach((top, index) => {
    if (top - offset <= 1) current = index;
  });
  return current;
}

function useActiveSection(): NavSection {
  const [active, setActive] = useState<NavSection>("home");
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = NAV_SECTIONS.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity);
      setActive(NAV_SECTIONS[sectionInView(tops)] ?? "home");
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return active;
}

const linkClass = (current: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    current ? "text-accent-foreground bg-accent" : "text-foreground hover:text-accent-foreground"
  }`;

/** The menu's words: the nav's accessible name, the button's two states and each section's link. */
export interface LandingNavLabels {
  label: string;
  openMenu: string;
  closeMenu: string;
  sections: Record<NavSection, string>;
}

export function LandingNav({ labels }: { labels: LandingNavLabels }) {
  const active = useActiveSection();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        document.getElementById("landing-menu-button")?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const links = (onClick?: () => void) =>
    NAV_SECTIONS.map((id) => (
      <a
        key={id}
        href={`#${id}`}
        onClick={onClick}
        aria-current={active === id ? "true" : undefined}
        data-section={id}
        className={linkClass(active === id)}
      >
        {labels.sections[id]}
      </a>
    ));

  return (
    <>
      <nav aria-label={labels.label} className="hidden items-center gap-1 md:flex">
        {links()}
      </nav>
      <button
        id="landing-menu-button"
        type="button"
        className="order-last inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-foreground hover:bg-muted md:hidden"
        aria-expanded={open}
        aria-controls="landing-mobile-menu"
        aria-label={open ? labels.closeMenu : labels.openMenu}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden className="h-5 w-5" /> : <Menu aria-hidden className="h-5 w-5" />}
      </button>
      {open && (
        <nav
          id="landing-mobile-menu"
          aria-label={labels.label}
          className="absolute inset-x-0 top-full flex flex-col gap-1 border-b border-border bg-background px-4 py-3 shadow-lg md:hidden"
        >
          {links(() => setOpen(false))}
        </nav>
      )}
    </>
  );
}
