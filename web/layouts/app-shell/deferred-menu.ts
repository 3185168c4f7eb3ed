import { useState } from 'react';

/**
 * Mantine's Menu (with Popover, Transition, FocusTrap and floating-ui) is left out of the first
 * load (decision 015): a header menu draws its button alone, and loads its Menu from a chunk of its
 * own when the button is pointed at or focused; a click mounts the Menu, opened (its button then
 * takes the focus back). Answers whether the Menu is wanted and the lone button's handlers.
 */
export const useDeferredMenu = (load: () => Promise<unknown>) => {
  const [wanted, setWanted] = useState(false);
  const preload = () => void load().catch(() => undefined);
  return {
    wanted,
    buttonProps: { onClick: () => setWanted(true), onPointerEnter: preload, onFocus: preload },
  };
};
