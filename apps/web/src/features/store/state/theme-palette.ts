import { themePalette } from '@shop/domain';

/**
 * Sets the store's theme colour and the accessible colours derived from it (domain themePalette) as the CSS
 * variables of DESIGN §5. styles/global.css holds the same values for the default theme until the store is known.
 */
export function applyThemePalette(themeColour: string, root: HTMLElement = document.documentElement): void {
  const p = themePalette(themeColour);
  const vars: Record<string, string> = {
    '--theme': p.theme,
    '--on-theme': p.onTheme,
    '--theme-soft': p.soft,
    '--theme-strong': p.strong,
    '--theme-edge': p.edge,
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
