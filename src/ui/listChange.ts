let listChange = false;

/** Set by `src/app/RouteFocus.tsx` as each client navigation starts. */
export function setListChange(value: boolean): void {
  listChange = value;
}

/**
 * True while the page on screen came from a list change that kept focus on its control (a filter, sort or search):
 * a list that mounts for it says its own count. After any other navigation the new page's title and its summary line
 * (`data-page-summary`) are said by RouteFocus, and the server's first page is read by the screen reader itself.
 */
export function isListChange(): boolean {
  return listChange;
}
