/**
 * The admin the browser tests' servers create at start (playwright.config.ts passes these as
 * ADMIN_EMAIL and ADMIN_PASSWORD). Test-only credentials of a throwaway database.
 */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-secret' } as const;
