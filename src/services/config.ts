import type { AppConfig } from '../schemas/config.ts';

// Decoded and validated by loadConfig when Vite starts (vite.config.ts) and injected as a constant,
// so the browser gets the checked values without shipping Effect Schema for them.
declare const __APP_CONFIG__: AppConfig | undefined;

export const getConfig = (): AppConfig => {
  if (typeof __APP_CONFIG__ === 'undefined') throw new Error('App config was not injected: build with vite.config.ts');
  return __APP_CONFIG__;
};
