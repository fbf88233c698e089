// The sections that present the product: supported platforms, introduction, features (#features) and benefits.
import {
  BarChart3,
  Bell,
  Clock,
  FileCheck2,
  FolderKanban,
  LineChart,
  ListVideo,
  type LucideIcon,
  Sparkles,
  Target,
  Timer,
  TvMinimalPlay,
  Users,
} from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PLATFORM_MARKS } from "./platform-marks";
import { card, container, heading, lead, section } from "./styles";

export async function PlatformsSection() {
  const t = await getTranslations();
  return (
    <section aria-labelledby="platforms-title" className="border-y border-border bg-background py-10">
      <div className={container}>
        <h2
          id="platforms-title"
          className="text-center text-sm font-semibold uppercase tracking-wide text-muted-foreground"
        >
          {t("landing.platforms.title")}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {PLATFORM_MARKS.map(({ name, Mark }) => (
            <li key={name} className="flex items-center gap-2 text-base font-semibold text-foreground">
              <Mark className="h-8 w-8" />
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const INTRO: { id: "feed" | "channel" | "team"; Icon: LucideIcon }[] = [
  { id: "feed", Icon: ListVideo },
  { id: "channel", Icon: TvMinimalPlay },
  { id: "team", Icon: Users },
];

const FEATURES: { id: "metrics" | "outliers" | "duration" | "history" | "collections" | "alerts"; Icon: LucideIcon }[] =
  [
    { id: "metrics", Icon: BarChart3 },
    { id: "outliers", Icon: Sparkles },
    { id: "duration", Icon: Timer },
    { id: "history", Icon: LineChart },
    { id: "collections", Icon: FolderKanban },
    { id: "alerts", Icon: Bell },
  ];

const BENEFITS: { id: "decide" | "time" | "report"; Icon: LucideIcon }[] = [
  { id: "decide", Icon: Target },
  { id: "time", Icon: Clock },
  { id: "report", Icon: FileCheck2 },
];

function IconBadge({ Icon }: { Icon: LucideIcon }) {
  return (
    <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
      <Icon aria-hidden className="h-5 w-5" />
    </span>
  );
}

/** Introduction and features share the #features anchor: the menu's "Features" covers both. */
export async function FeaturesSection() {
  const t = await getTranslations();
  return (
    <section id="features" aria-labelledby="intro-title" className={`${section} bg-card`}>
      <div className={container}>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="intro-title" className={heading}>
            {t("landing.intro.title")}
          </h2>
          <p className={lead}>{t("landing.intro.text")}</p>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {INTRO.map(({ id, Icon }) => (
            <div key={id} className={card}>
              <IconBadge Icon={Icon} />
              <h3 className="mt-4 text-lg font-semibold text-foreground">{t(`landing.intro.${id}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`landing.intro.${id}.text`)}</p>
            </div>
          ))}
        </div>

        <div className="mx-auto mt-24 max-w-3xl text-center">
          <h2 className={heading}>{t("landing.features.title")}</h2>
          <p className={lead}>{t("landing.features.text")}</p>
        </div>
        <div className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ id, Icon }) => (
            <div key={id} className="flex gap-4">
              <IconBadge Icon={Icon} />
              <div>
                <h3 className="font-semibold text-foreground">{t(`landing.features.items.${id}.title`)}</h3>
                <p className="mt-1 text-muted-foreground">{t(`landing.features.items.${id}.text`)}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export async function BenefitsSection() {
  const t = await getTranslations();
  return (
    <section aria-labelledby="benefits-title" className={`${section} bg-background`}>
      <div className={container}>
        <h2 id="benefits-title" className={`${heading} text-center`}>
          {t("landing.benefits.title")}
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ id, Icon }) => (
            <div key={id} className={card}>
              <IconBadge Icon={Icon} />
              <h3 className="mt-4 text-lg font-semibold text-foreground">{t(`landing.benefits.items.${id}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`landing.benefits.items.${id}.text`)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
