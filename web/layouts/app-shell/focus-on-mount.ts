/**
 * A ref that focuses its element once mounted: a deferred menu's button (deferred-menu.ts) replaces
 * the lone button that was clicked, and the focus stays on the menu's button, as with Mantine's own.
 */
export const focusOnMount = (element: HTMLElement | null): void => {
  element?.focus();
};
