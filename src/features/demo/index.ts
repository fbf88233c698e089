export { type DemoWorkspaceState, useDemoWorkspace } from "@/lib/queries/demo";
export { DemoDataBadge } from "./demo-data-badge";
export { DemoDetailMark } from "./demo-detail-mark";
export { DemoRowMark } from "./demo-row-mark";
export { DemoWorkspaceCard } from "./demo-workspace-card";
export { DemoWorkspaceSettings } from "./demo-workspace-settings";
export { RemoveDemoWorkspaceButton } from "./remove-demo-workspace-button";
