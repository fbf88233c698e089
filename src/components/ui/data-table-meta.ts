// What a DataTable column may say about its cells beyond TanStack's own definition.
import "@tanstack/react-table";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData, TValue> {
    /** Numbers line up at the end of the cell (right in LTR, left in RTL). */
    align?: "end";
    /**
     * "end": the column stays at the reading end while the rest scrolls sideways (row actions that must stay in
     * reach at any width, issue 20 item 2).
     */
    pin?: "end";
    /** Extra classes for the column's header and body cells. */
    className?: string;
  }
}
