// The native <select> look, until every select uses the kit's Select.
export const selectClass =
  "h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 dark:border-slate-700 dark:bg-night-surface dark:text-slate-100";
