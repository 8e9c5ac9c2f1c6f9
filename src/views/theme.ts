import { createTheme, defaultVariantColorsResolver, parseThemeColor, type BadgeProps, type CSSVariablesResolver, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

// Shade 8 carries white text at > 7:1, so filled buttons pass axe's contrast rule.
const brand: MantineColorsTuple = ['#e8f1ff', '#d0e0fb', '#a1bef3', '#6f9aec', '#4479e5', '#2a65e2', '#1b5ae1', '#0d4ac8', '#0041b4', '#00389f'];
const sun: MantineColorsTuple = ['#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#ffab09', '#e39500', '#ca8500', '#af7100'];

/**
 * One alert and badge style: `variant="light"` is a pale tint of the colour (shade 0) with text in
 * its shade (`color="red.9"`; 9 when none is given), darkened so it reads at ≥ 4.5:1. Mantine's
 * default paints a given shade as a solid background under text of nearly the same colour, and
 * without a shade puts shade-6 text on a 10% tint (about 3.5:1).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (input.variant === 'light' && parsed.isThemeColor) {
    const text = `color-mix(in srgb, var(--mantine-color-${parsed.color}-${parsed.shade ?? 9}) 75%, black)`;
    return {
      background: `var(--mantine-color-${parsed.color}-0)`,
      hover: `var(--mantine-color-${parsed.color}-1)`,
      color: text,
      border: `1px solid var(--mantine-color-${parsed.color}-2)`,
    };
  }
  const resolved = defaultVariantColorsResolver(input);
  // Subtle and transparent buttons draw a given shade's text at most at shade 6 (red.6 on white is
  // 3.3:1): the shade asked for is drawn.
  if ((input.variant === 'subtle' || input.variant === 'transparent') && parsed.isThemeColor && parsed.shade !== undefined) {
    return { ...resolved, color: `var(--mantine-color-${parsed.color}-${parsed.shade})` };
  }
  return resolved;
};

// Mantine's orange with a darker shade 9, the one text is drawn in: #d9480f read at 4.0:1 on the
// unpaid card's orange.0 and 4.3:1 on white; #c2410c reads at 4.8:1 and 5.2:1.
const orange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#f76707', '#e8590c', '#c2410c'];

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  colors: { brand, sun, orange },
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Components are named by key, not with `Select.extend(…)`: importing a component here would put it
  // (and floating-ui) in the landing chunk, which holds the theme.
  components: {
    // Badges read at 12 px or more (Mantine's xs–md are 9–11 px); heights grow to fit.
    Badge: {
      vars: (_theme: unknown, props: BadgeProps) => {
        const size = typeof props.size === 'string' ? props.size : 'md';
        const heights: Record<string, string> = { xs: '18px', sm: '20px', md: '22px' };
        const small = heights[size];
        return { root: small ? { '--badge-fz': '12px', '--badge-height': small } : {} };
      },
    },
    // Hints go under their field, so a field with a hint lines up with its neighbours in a row
    // (every input reads InputWrapper's defaults).
    InputWrapper: { defaultProps: { inputWrapperOrder: ['label', 'input', 'description', 'error'] } },
    // A menu holds menu items only (axe aria-required-children): no presentational focus placeholder;
    // focus goes to the first item when opened from the keyboard.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A list is as wide as its field: placed from the field's start it is where it will show even
    // when Floating UI measures it hidden (zero width), as Combobox keeps it mounted. Centred, it
    // first showed from the field's middle past a phone's right edge: the phone widened the page,
    // its taller viewport clamped the scroll, the field dropped out of view and the list hid.
    Combobox: { defaultProps: { position: 'bottom-start' } },
    // A list opens on click, typing or the arrow keys, never because focus arrived (WCAG 3.2.1).
    Select: { defaultProps: { openOnFocus: false } },
    Autocomplete: { defaultProps: { openOnFocus: false } },
    // @mantine/dates' calendar (every date picker renders one), named by key so the theme does not
    // pull the dates package into the landing chunk: its arrow buttons have no names of their own (the level
    // buttons are named by their visible month or year).
    Calendar: {
      defaultProps: {
        ariaLabels: {
          previousMonth: 'Previous month',
          nextMonth: 'Next month',
          previousYear: 'Previous year',
          nextYear: 'Next year',
          previousDecade: 'Previous decade',
          nextDecade: 'Next decade',
        },
      },
    },
  },
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
