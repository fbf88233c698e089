"use client";
// The three rotating introduction panels of the sign-in page; rotation pauses on hover and focus.
import { BarChart3, Radar, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { cn } from "@/lib/cn";

const ROTATE_MS = 6000;

export function IntroPanels() {
  const t = useTranslations();
  const panels = [
    { icon: BarChart3, title: t("auth.intro.feedTitle"), text: t("auth.intro.feedText") },
    { icon: Radar, title: t("auth.intro.channelTitle"), text: t("auth.intro.channelText") },
    { icon: Users, title: t("auth.intro.teamTitle"), text: t("auth.intro.teamText") },
  ];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % panels.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused, panels.length]);

  const panel = panels[index] ?? panels[0];
  if (!panel) return null;
  const Icon = panel.icon;
  return (
    <section
      aria-label={t("auth.intro.label")}
      aria-roledescription="carousel"
      className="flex h-full flex-col justify-center gap-8 p-10 text-white"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div aria-live="polite" className="space-y-4" data-testid="intro-panel">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white/15">
          <Icon aria-hidden className="h-6 w-6" />
        </span>
        <h2 className="text-2xl font-semibold">{panel.title}</h2>
        <p className="max-w-sm text-base text-white/85">{panel.text}</p>
      </div>
      <div className="flex gap-2">
        {panels.map((p, i) => (
          <button
            key={p.title}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={t("auth.intro.goTo", { index: i + 1 })}
            aria-current={i === index}
            className={cn("h-2 rounded-full transition-all", i === index ? "w-8 bg-white" : "w-2 bg-white/40")}
          />
        ))}
      </div>
    </section>
  );
}
