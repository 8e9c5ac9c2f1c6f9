import { ConfigError, loadConfig, type Env } from '../src/services/loadConfig.ts';

/** Vite `define` entries carrying the validated app config; exits with every bad variable named. */
export function appConfigDefine(env: Env): Record<string, string> {
  try {
    return { __APP_CONFIG__: JSON.stringify(loadConfig(env)) };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
