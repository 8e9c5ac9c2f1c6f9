// Vite plugin: the app theme's CSS variables (colours, fonts, radius, shadows) as a stylesheet,
// `virtual:theme-variables.css`, imported by main.tsx. MantineProvider writes the same variables
// at run time, but the landing and the shell around every page render without it (their route
// loads no Mantine code): this way they read the theme's own values, computed from theme.ts with
// Mantine's resolver at build time, so the stylesheet cannot drift from the theme.
import { convertCssVariables, deepMerge, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/views/theme.ts';

export const THEME_VARIABLES_ID = 'virtual:theme-variables.css';
const RESOLVED = `\0${THEME_VARIABLES_ID}`;

// What MantineProvider adds beside the resolver's variables (baseline.css reads it).
const COLOR_SCHEME = { variables: {}, light: { '--mantine-color-scheme': 'light' }, dark: { '--mantine-color-scheme': 'dark' } };

/** The variables MantineProvider would write for the app theme, as CSS for `:root`. */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged)), COLOR_SCHEME);
  return convertCssVariables(variables, ':root');
}

export function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId(id) {
      return id === THEME_VARIABLES_ID ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? themeVariablesCss() : undefined;
    },
  };
}
