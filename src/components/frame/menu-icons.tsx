/** The header menus' icons, the same before and after the header hydrates. */

/** The three-line icon of Open menu. */
export function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The small arrow of a dropdown button. */
export function DropdownArrow() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" />
    </svg>
  );
}
