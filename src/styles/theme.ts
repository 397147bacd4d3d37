/**
 * One theme for the whole site. Colours are CSS custom properties so that light and dark follow
 * the system setting without JavaScript (see global-style.ts); components read them through
 * `theme.color.*` so that no component hard-codes a colour.
 */
export const theme = {
  color: {
    bg: "var(--c-bg)",
    surface: "var(--c-surface)",
    surfaceAlt: "var(--c-surface-alt)",
    text: "var(--c-text)",
    muted: "var(--c-muted)",
    border: "var(--c-border)",
    /** Outline of text fields and selects: at least 3:1 against their background in both schemes. */
    control: "var(--c-control-border)",
    primary: "var(--c-primary)",
    primaryText: "var(--c-primary-text)",
    primarySoft: "var(--c-primary-soft)",
    accent: "var(--c-accent)",
    danger: "var(--c-danger)",
    dangerSoft: "var(--c-danger-soft)",
    warning: "var(--c-warning)",
    warningSoft: "var(--c-warning-soft)",
    success: "var(--c-success)",
    focus: "var(--c-focus)",
  },
  radius: { sm: "6px", md: "10px", lg: "16px" },
  space: (n: number) => `${n * 0.25}rem`,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  bp: { sm: "480px", md: "768px", lg: "1024px" },
  maxWidth: "72rem",
} as const;

export type Theme = typeof theme;
