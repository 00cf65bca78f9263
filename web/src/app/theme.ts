// The store's design colours (fitment config "design colours") override the defaults in ui/tokens.css.
import type { PageFlags } from '@parts/common/flags';

type Design = PageFlags['store']['design'];

const PROPERTY: Record<keyof Design, string> = {
  primary_color: '--color-primary',
  fit_color: '--color-fit',
  nofit_color: '--color-nofit',
  unknown_color: '--color-unknown',
};

export function applyDesignTokens(design: Design, root: HTMLElement = document.documentElement): void {
  for (const [key, property] of Object.entries(PROPERTY) as [keyof Design, string][]) {
    const value = design[key].trim();
    // A bad colour from the admin would otherwise blank the property and lose the default.
    if (value && CSS.supports('color', value)) root.style.setProperty(property, value);
    else root.style.removeProperty(property);
  }
}
