export { DEMO_WORKSPACE_KEY, type DemoWorkspaceState, useDemoWorkspace } from "./api";
export { DemoWorkspaceCard } from "./demo-workspace-card";
export { RemoveDemoWorkspaceButton } from "./remove-demo-workspace-button";
