/**
 * Spread on a container whose controls change the page they sit on (list filters, sort, search): a navigation
 * they start keeps focus on the control, even when the list's route changes under it (page 2 → filtered page 1).
 * `src/app/RouteFocus.tsx` reads it.
 */
export const KEEPS_FOCUS = { 'data-keeps-focus': '' } as const;
