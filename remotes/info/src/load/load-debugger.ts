import { siteConfigSchema } from '@betfront/contract';
import { z } from 'zod/mini';
import type { Fetcher } from '@betfront/remote-kit';
import { fetchParsed } from '../api/fetch-content';
import type { DebuggerConfig } from '../info-data';

const debuggerConfigSchema = z.pick(siteConfigSchema, {
  projectName: true,
  domain: true,
  defaultLanguage: true,
  features: true,
  routes: true,
  maintenance: true,
});

/** The site config fields the debugger page shows next to the route it was opened with. */
export async function loadDebuggerConfig(fetcher: Fetcher, lng: string): Promise<DebuggerConfig | null> {
  const config = await fetchParsed(
    fetcher,
    `/bff-api/config/all.json?lang=${encodeURIComponent(lng)}`,
    debuggerConfigSchema,
  );
  if (!config) return null;
  return {
    projectName: config.projectName,
    domain: config.domain,
    defaultLanguage: config.defaultLanguage,
    features: config.features,
    routes: config.routes,
    maintenanceActive: config.maintenance.isActive,
  };
}
