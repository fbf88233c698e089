export { type DemoWorkspaceState, useDemoWorkspace } from "@/lib/queries/demo";
export { DemoWorkspaceCard } from "./demo-workspace-card";
export { RemoveDemoWorkspaceButton } from "./remove-demo-workspace-button";
