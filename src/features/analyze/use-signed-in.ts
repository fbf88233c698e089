"use client";
// Whether the person is signed in, read from the persisted store. Until the store is restored the answer is "no":
// the server rendered the visitor's view, so the first client render must match it.
import { useEffect, useState } from "react";
import { useRootStore, whenRestored } from "@/lib/store/root-store";

export function useSignedIn(): boolean {
  const [restored, setRestored] = useState(false);
  const token = useRootStore((s) => s.token);
  const user = useRootStore((s) => s.user_info);
  useEffect(() => {
    let alive = true;
    whenRestored().then(() => alive && setRestored(true));
    return () => {
      alive = false;
    };
  }, []);
  return restored && Boolean(token && user);
}
