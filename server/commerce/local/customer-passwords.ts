/**
 * Customers' passwords (commercetools' password change, reset tokens and reset): hashed with scrypt
 * outside the transaction, written with a version check inside it.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Customer, CustomerToken } from "@commercetools/platform-sdk";
import { CommerceError, concurrentModification, notFound } from "../errors";
import type { EngineContext } from "./context";
import { customerRow, saveCustomer } from "./customers";
import { hashPassword, verifyPassword } from "./passwords";

export async function changePassword(
  ctx: EngineContext,
  {
    id,
    version,
    currentPassword,
    newPassword,
  }: { id: string; version: number; currentPassword: string; newPassword: string },
): Promise<Customer> {
  const row = ctx.db.prepare("SELECT password_hash, version FROM customers WHERE id = ?").get(id) as
    | { password_hash: string; version: number }
    | undefined;
  if (!row) throw notFound(id);
  if (row.version !== version) throw concurrentModification(id, version, row.version);
  if (!(await verifyPassword(currentPassword, row.password_hash))) {
    throw new CommerceError(400, [
      { code: "InvalidCurrentPassword", message: "The given current password does not match." },
    ]);
  }
  const hash = await hashPassword(newPassword);
  return ctx.db.transaction(() => {
    const current = customerRow(ctx.db, id) as Customer;
    if (current.version !== version) throw concurrentModification(id, version, current.version);
    const updated = { ...current, version: current.version + 1, lastModifiedAt: ctx.now().toISOString() };
    saveCustomer(ctx.db, updated, hash);
    return updated;
  })();
}

/** A reset token for the e-mail's customer (older tokens stop working); null for an unknown e-mail. */
export function createPasswordResetToken(
  ctx: EngineContext,
  email: string,
  ttlMinutes: number,
): CustomerToken | null {
  const row = ctx.db
    .prepare("SELECT id FROM customers WHERE email_lower = ?")
    .get(email.trim().toLowerCase()) as { id: string } | undefined;
  if (!row) return null;
  const now = ctx.now();
  const token: CustomerToken = {
    id: randomUUID(),
    customerId: row.id,
    value: randomBytes(32).toString("base64url"),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000).toISOString(),
    invalidateOlderTokens: true,
  };
  ctx.db.transaction(() => {
    ctx.db.prepare("UPDATE customer_tokens SET used = 1 WHERE customer_id = ?").run(row.id);
    ctx.db
      .prepare("INSERT INTO customer_tokens (value, customer_id, expires_at) VALUES (?, ?, ?)")
      .run(token.value, row.id, token.expiresAt);
  })();
  return token;
}

export async function resetPassword(
  ctx: EngineContext,
  tokenValue: string,
  newPassword: string,
): Promise<Customer> {
  const hash = await hashPassword(newPassword);
  return ctx.db.transaction(() => {
    const token = ctx.db
      .prepare("SELECT customer_id, expires_at, used FROM customer_tokens WHERE value = ?")
      .get(tokenValue) as { customer_id: string; expires_at: string; used: number } | undefined;
    if (!token || token.used || new Date(token.expires_at) <= ctx.now()) {
      throw new CommerceError(400, [
        { code: "ExpiredCustomerPasswordToken", message: "The password token is invalid or has expired." },
      ]);
    }
    ctx.db.prepare("UPDATE customer_tokens SET used = 1 WHERE value = ?").run(tokenValue);
    const current = customerRow(ctx.db, token.customer_id) as Customer;
    // The token came by e-mail: using it proves the mailbox, so the e-mail counts as verified
    // (the shop's rule for joining a social sign-in to the account reads it; decision 0064).
    const updated = {
      ...current,
      isEmailVerified: true,
      version: current.version + 1,
      lastModifiedAt: ctx.now().toISOString(),
    };
    saveCustomer(ctx.db, updated, hash);
    return updated;
  })();
}
