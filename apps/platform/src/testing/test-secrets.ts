/** The admin token and session secret every test platform runs with, in process or as a process of its own. */
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef';
