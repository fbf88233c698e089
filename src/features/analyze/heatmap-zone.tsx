"use client";
// Whose time zone the posting-time heatmap is shown in (issue 20 item 7): the dashboard's Explore provides the
// team's offset; anywhere else (the public analyze pages) it is the browser's, known only after hydration, so the
// first render keeps the stored UTC cells and the server's HTML matches.
import { createContext, useContext, useEffect, useState } from "react";
import { browserUtcOffsetHours } from "@/domain/analytics";

export interface HeatmapZone {
  source: "team" | "browser";
  utcOffsetHours: number;
}

const TeamZoneContext = createContext<number | null>(null);

export function TeamHeatmapZone({ utcOffsetHours, children }: { utcOffsetHours: number; children: React.ReactNode }) {
  return <TeamZoneContext.Provider value={utcOffsetHours}>{children}</TeamZoneContext.Provider>;
}

/** The zone to show the heatmap in; null until the browser's offset is known (no team zone provided). */
export function useHeatmapZone(): HeatmapZone | null {
  const team = useContext(TeamZoneContext);
  const [browser, setBrowser] = useState<number | null>(null);
  useEffect(() => {
    if (team === null) setBrowser(browserUtcOffsetHours(new Date()));
  }, [team]);
  if (team !== null) return { source: "team", utcOffsetHours: team };
  return browser === null ? null : { source: "browser", utcOffsetHours: browser };
}
