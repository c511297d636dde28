import { CommercetoolsCommerce } from "./commercetools";
import { createApiRoot, ctpEnvSchema, hasCtpEnv } from "./commercetools/client";
import { createLocalCommerce } from "./local";
import type { CommercePort } from "./port";

export { CommerceError, isCommerceError } from "./errors";
export type { CommercePort } from "./port";
export { withVersionRetry } from "./retry";

/**
 * The commerce port for this process: commercetools when CTP_* variables are set, otherwise the
 * embedded platform (COMMERCE_DB_PATH, default .data/commerce.sqlite).
 */
export function createCommerce(env: Record<string, string | undefined> = process.env): CommercePort {
  if (hasCtpEnv(env)) {
    const ctp = ctpEnvSchema.safeParse(env);
    if (!ctp.success)
      throw new Error(
        `Incomplete commercetools configuration: ${ctp.error.issues.map((i) => i.path.join(".")).join(", ")}`,
      );
    console.info(`Commerce: commercetools project ${ctp.data.CTP_PROJECT_KEY}`);
    return new CommercetoolsCommerce(createApiRoot(ctp.data));
  }
  return createLocalCommerce({ file: env.COMMERCE_DB_PATH });
}
