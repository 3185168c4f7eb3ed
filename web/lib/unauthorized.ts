/** Who handles a 401 from a call (the app wires it to sign-out); kept apart so wiring it loads no API code. */
type Handler = () => void;
let handler: Handler = () => undefined;

export const setUnauthorizedHandler = (next: Handler): void => {
  handler = next;
};

export const handleUnauthorized = (): void => handler();
