import { seedTemplate } from './seed-template.mjs';

/**
 * Seeds the data folder every worker's server copies, unless scripts/e2e.mjs already did (it seeds
 * while the client builds). Workers inherit E2E_TEMPLATE_DIR from here.
 */
export default async function globalSetup() {
  process.env.E2E_TEMPLATE_DIR ??= await seedTemplate();
}
