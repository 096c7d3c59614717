import { startPlatform } from './start-platform';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const platform = await startPlatform();
  process.env.BETFRONT_URL = platform.url;
  process.env.BETFRONT_ADMIN_TOKEN = platform.adminToken;
  return () => platform.stop();
}
