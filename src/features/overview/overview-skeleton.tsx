// Placeholders in the overview's layout while it loads, so nothing jumps when the numbers arrive.
export function OverviewSkeleton({ label }: { label: string }) {
  const block = "animate-pulse rounded-xl bg-muted";
  return (
    <div className="space-y-6" aria-busy="true" aria-label={label} role="status" data-testid="overview-loading">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={`h-28 ${block}`} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className={`h-96 lg:col-span-2 ${block}`} />
        <div className={`h-96 ${block}`} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={`h-72 ${block}`} />
        <div className={`h-72 ${block}`} />
      </div>
    </div>
  );
}
