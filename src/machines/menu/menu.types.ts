/** The three desktop dropdowns of the page frame (spec section 2). */
export type DropdownId = "mg" | "ml" | "advanced";

/** What opened the panel that is now closing: focus returns to it. */
export type MenuTrigger = DropdownId | "side";

export type MenuEvent =
  /** Click/tap/Enter/Space on a dropdown trigger: opens it, closes it, or switches to it. */
  | { type: "dropdown.toggle"; menu: DropdownId }
  /** Arrow Down on a closed trigger: opens that dropdown (the view then focuses its first link). */
  | { type: "dropdown.open"; menu: DropdownId }
  /** The hamburger button on small screens. */
  | { type: "side.open" }
  /** The side menu's close button. */
  | { type: "side.close" }
  /** Escape key: closes whatever is open and returns focus to its trigger. */
  | { type: "escape" }
  /** A pointer press or focus move outside the open panel (not onto a menu button): closes it without moving focus. */
  | { type: "outside" }
  /**
   * Focus moved by keyboard (Tab, Shift+Tab) onto a menu button (`trigger`) while a dropdown is
   * open: the open dropdown closes unless `trigger` is its own button; focus stays where it went.
   */
  | { type: "trigger.focus"; trigger: MenuTrigger }
  /** The route changed (a link in a menu was followed): everything closes. */
  | { type: "navigate" };

export type MenuEmitted = { type: "focus.trigger"; trigger: MenuTrigger };
