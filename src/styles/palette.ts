/**
 * The site's colours in both schemes, as data: global-style.ts writes them as CSS custom
 * properties (theme.ts names them for components), and the contrast tests read them here, so a
 * colour is written once and its contrast is checked where it is written.
 */
export type ColorToken =
  | "bg"
  | "surface"
  | "surface-alt"
  | "text"
  | "muted"
  | "border"
  | "control-border"
  | "primary"
  | "primary-text"
  | "primary-soft"
  | "accent"
  | "danger"
  | "danger-soft"
  | "warning"
  | "warning-soft"
  | "success"
  | "focus";

export type Palette = Readonly<Record<ColorToken, string>>;

export const LIGHT: Palette = {
  bg: "#f6f8fb",
  surface: "#ffffff",
  "surface-alt": "#eef3f8",
  text: "#14202e",
  muted: "#4a5868",
  border: "#c9d3de",
  "control-border": "#6f7d8e",
  primary: "#0b5cad",
  "primary-text": "#ffffff",
  "primary-soft": "#e3effb",
  accent: "#0f766e",
  danger: "#b42318",
  "danger-soft": "#fdecea",
  warning: "#8a4b00",
  "warning-soft": "#fff4e0",
  success: "#176b3a",
  focus: "#c2410c",
};

export const DARK: Palette = {
  bg: "#0f1720",
  surface: "#16212d",
  "surface-alt": "#1d2a38",
  text: "#e8eef5",
  muted: "#a9b7c6",
  border: "#3a4a5c",
  "control-border": "#7689a0",
  primary: "#7cb8f5",
  "primary-text": "#0b1a2a",
  "primary-soft": "#1b3149",
  accent: "#5eead4",
  danger: "#ff9b8f",
  "danger-soft": "#3a1d1a",
  warning: "#ffc978",
  "warning-soft": "#3a2c14",
  success: "#7ee2a8",
  focus: "#ffb37a",
};

/** A palette as CSS custom property declarations ("--c-bg: #f6f8fb; …"). */
export const cssVariables = (palette: Palette): string =>
  Object.entries(palette)
    .map(([token, value]) => `--c-${token}: ${value};`)
    .join("\n    ");
