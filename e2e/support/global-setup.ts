import { startPlatform } from './start-platform';
import { verifyLedgerOf } from './verify-ledger';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const platform = await startPlatform();
  process.env.BETFRONT_URL = platform.url;
  process.env.BETFRONT_ADMIN_TOKEN = platform.adminToken;
  return async () => {
    try {
      await verifyLedgerOf(platform);
    } finally {
      await platform.stop();
    }
  };
}
