import { createContext, useContext } from 'react';
import type { AppConfig } from '../schemas/config';

// Views may not import services: the composition root (main.tsx) hands the validated config down.
export const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('AppConfigContext is not provided');
  return config;
}
