/** The local provider's session and what its page submits. */

import type { HostedPaymentRequest } from "../port";

/** Adyen's session statuses, kept as the session's state. */
export type SessionStatus = "active" | "completed" | "paymentPending" | "refused" | "canceled" | "expired";

/** The state a finished session ends in (a submission's decision). */
export type FinishedStatus = Exclude<SessionStatus, "active" | "expired">;

/** A session as the provider keeps it: what the shop asked for, and its state. */
export interface LocalSession extends HostedPaymentRequest {
  id: string;
  expiresAt: string;
  status: SessionStatus;
}

export type LocalSubmission = { action: "cancel" } | { action: "pay"; method: string; cardNumber?: string };

export type SubmitResult =
  | { kind: "redirect"; location: string }
  | { kind: "invalid"; field: "method" | "card" }
  | { kind: "closed"; session?: LocalSession };
