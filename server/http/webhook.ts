import { HTTP_LIMITS } from "../../config";
import { createRouter, json } from "../pipeline/router";
import type { Step } from "../pipeline/types";
import type { Services } from "../services";

/** The shop's webhook route for payment notifications (Adyen's is configured in its Customer Area). */
export const PAYMENT_WEBHOOK_PATH = "/api/webhooks/payments";

/**
 * The payment provider's notifications (a pipeline step, issue 18 item 1): HMAC-signed (checked per
 * item), so no session or CSRF token. Before the session step, so it sets no cookies.
 */
export function paymentWebhook(path: string, services: Pick<Services, "checkout" | "payments">): Step {
  const router = createRouter();
  router.post(path, json({ limit: HTTP_LIMITS.webhookBodyBytes }), async (req, res) => {
    try {
      await services.checkout.notify(await services.payments.verifyNotifications(req.body));
      res.type("text/plain").send("[accepted]");
    } catch (error) {
      // The provider retries a notification that was not accepted.
      console.error("Payment notification failed", error);
      res.status(500).type("text/plain").send("[failed]");
    }
  });
  return router.step;
}
