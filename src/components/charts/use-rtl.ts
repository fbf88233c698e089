"use client";
// Whether the page reads right to left (the theme's direction setting or an RTL language), so charts, which
// recharts always draws left to right, can mirror their time axis.
import { useEffect, useState } from "react";

export function useRtl(): boolean {
  const [rtl, setRtl] = useState(false);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setRtl(getComputedStyle(root).direction === "rtl" || root.dir === "rtl");
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ["dir", "class", "style"] });
    return () => observer.disconnect();
  }, []);
  return rtl;
}
