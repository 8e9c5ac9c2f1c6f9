import type { FullConfig } from '@playwright/test';
import { bookLatePickup } from './latePickup';

// Runs once the web server answers, before the first test.
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]!.use.baseURL!;
  await bookLatePickup(baseURL, process.env.E2E_DATA_DIR!);
}
