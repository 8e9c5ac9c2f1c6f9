import { createTheme, defaultVariantColorsResolver, parseThemeColor, type CSSVariablesResolver, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

// Shade 8 carries white text at > 7:1, so filled buttons pass axe's contrast rule.
const brand: MantineColorsTuple = ['#e8f1ff', '#d0e0fb', '#a1bef3', '#6f9aec', '#4479e5', '#2a65e2', '#1b5ae1', '#0d4ac8', '#0041b4', '#00389f'];
const sun: MantineColorsTuple = ['#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#ffab09', '#e39500', '#ca8500', '#af7100'];

/**
 * One alert and badge style: `variant="light"` with a shade (`color="red.9"`) is a pale tint of the
 * colour with text in that shade, darkened so it reads at ≥ 4.5:1 (Mantine's default paints the
 * shade itself as a solid background under text of nearly the same colour).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (input.variant === 'light' && parsed.isThemeColor && parsed.shade !== undefined) {
    const text = `color-mix(in srgb, var(--mantine-color-${parsed.color}-${parsed.shade}) 75%, black)`;
    return {
      background: `var(--mantine-color-${parsed.color}-0)`,
      hover: `var(--mantine-color-${parsed.color}-1)`,
      color: text,
      border: `1px solid var(--mantine-color-${parsed.color}-2)`,
    };
  }
  return defaultVariantColorsResolver(input);
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  colors: { brand, sun },
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

// Mantine's light defaults for dimmed text, placeholders and errors (gray.6, gray.5, red.6) fail WCAG AA.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-8)',
  },
  dark: {},
});
