/** The DEMO_PASSWORD the browser tests' server seeds the demo accounts with. */
export const e2eDemoPassword = "e2e-demo-password-2026";
