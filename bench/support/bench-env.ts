// Small helpers every benchmark script shares: positive-integer settings from the environment and a progress line
// on stderr with the seconds since the script began.

export function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

export function progressLogger(label: string): (message: string) => void {
  const began = performance.now();
  return (message) =>
    console.error(`  [${label} ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}`);
}
