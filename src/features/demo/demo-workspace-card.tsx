"use client";
// Offers the one-click demo workspace on a team's first run. Owned by the demo-workspace work; the overview's
// first-run state renders it.
export function DemoWorkspaceCard(_props: { onLoaded?: () => void }) {
  return null;
}
