/**
 * Payments (commercetools' payments): created by the checkout for an amount, updated with the
 * provider's answers (transactions, status, method, custom fields), versioned like every resource.
 */
import { randomUUID } from "node:crypto";
import type {
  Payment,
  PaymentDraft,
  PaymentUpdateAction,
  TransactionDraft,
} from "@commercetools/platform-sdk";
import { concurrentModification, invalidInput, notFound } from "../errors";
import type { EngineContext } from "./context";
import { type Db, doc } from "./db";
import { setField } from "./fields";
import { money } from "./money";

function transactionOf(t: TransactionDraft, now: string): Payment["transactions"][number] {
  return {
    id: randomUUID(),
    timestamp: t.timestamp ?? now,
    type: t.type,
    amount: money(t.amount.currencyCode, t.amount.centAmount ?? 0),
    interactionId: t.interactionId,
    state: t.state ?? "Initial",
  };
}

export function createPayment(ctx: EngineContext, draft: PaymentDraft): Payment {
  const planned = draft.amountPlanned.centAmount;
  if (planned === undefined || !Number.isInteger(planned) || planned < 0) {
    throw invalidInput("The planned amount must be a whole number of minor units.", "amountPlanned");
  }
  const now = ctx.now().toISOString();
  const payment: Payment = {
    id: randomUUID(),
    version: 1,
    key: draft.key,
    createdAt: now,
    lastModifiedAt: now,
    customer: draft.customer?.id ? { typeId: "customer", id: draft.customer.id } : undefined,
    anonymousId: draft.anonymousId,
    interfaceId: draft.interfaceId,
    amountPlanned: money(draft.amountPlanned.currencyCode, planned),
    paymentMethodInfo: {
      paymentInterface: draft.paymentMethodInfo?.paymentInterface,
      method: draft.paymentMethodInfo?.method,
      name: draft.paymentMethodInfo?.name,
    },
    paymentStatus: {
      interfaceCode: draft.paymentStatus?.interfaceCode,
      interfaceText: draft.paymentStatus?.interfaceText,
    },
    transactions: (draft.transactions ?? []).map((t) => transactionOf(t, now)),
    interfaceInteractions: [],
    custom: draft.custom
      ? {
          type: { typeId: "type", id: draft.custom.type?.key ?? "payment" },
          fields: draft.custom.fields ?? {},
        }
      : undefined,
  };
  ctx.db.prepare("INSERT INTO payments (id, data) VALUES (?, ?)").run(payment.id, JSON.stringify(payment));
  return payment;
}

export function paymentRow(db: Db, id: string): Payment | undefined {
  const row = db.prepare("SELECT data FROM payments WHERE id = ?").get(id);
  return row ? doc<Payment>(row) : undefined;
}

export function paymentExists(db: Db, id: string): boolean {
  return db.prepare("SELECT 1 FROM payments WHERE id = ?").get(id) !== undefined;
}

type Handlers = {
  [K in PaymentUpdateAction["action"]]?: (
    payment: Payment,
    action: Extract<PaymentUpdateAction, { action: K }>,
    now: string,
  ) => Payment;
};

/** The payment actions of a provider's answer: transactions, status, method and custom fields. */
const HANDLERS: Handlers = {
  addTransaction: (payment, action, now) => ({
    ...payment,
    transactions: [...payment.transactions, transactionOf(action.transaction, now)],
  }),
  changeTransactionState: (payment, action) => ({
    ...payment,
    transactions: payment.transactions.map((t) =>
      t.id === action.transactionId ? { ...t, state: action.state } : t,
    ),
  }),
  changeTransactionInteractionId: (payment, action) => ({
    ...payment,
    transactions: payment.transactions.map((t) =>
      t.id === action.transactionId ? { ...t, interactionId: action.interactionId } : t,
    ),
  }),
  setStatusInterfaceCode: (payment, action) => ({
    ...payment,
    paymentStatus: { ...payment.paymentStatus, interfaceCode: action.interfaceCode },
  }),
  setStatusInterfaceText: (payment, action) => ({
    ...payment,
    paymentStatus: { ...payment.paymentStatus, interfaceText: action.interfaceText },
  }),
  setMethodInfoMethod: (payment, action) => ({
    ...payment,
    paymentMethodInfo: { ...payment.paymentMethodInfo, method: action.method },
  }),
  setInterfaceId: (payment, action) => ({ ...payment, interfaceId: action.interfaceId }),
  setCustomField: (payment, action) => ({
    ...payment,
    custom: setField(payment.custom, action.name, action.value),
  }),
};

function applyPaymentAction(payment: Payment, action: PaymentUpdateAction, now: string): Payment {
  const handler = Object.hasOwn(HANDLERS, action.action)
    ? (HANDLERS[action.action] as (p: Payment, a: PaymentUpdateAction, now: string) => Payment)
    : undefined;
  if (!handler) {
    throw invalidInput(`The action '${action.action}' is not supported by the embedded platform.`, "action");
  }
  return handler(payment, action, now);
}

export function updatePayment(
  ctx: EngineContext,
  id: string,
  version: number,
  actions: PaymentUpdateAction[],
): Payment {
  return ctx.db.transaction(() => {
    const current = paymentRow(ctx.db, id);
    if (!current) throw notFound(`Payment ${id}`);
    if (current.version !== version) throw concurrentModification(id, version, current.version);
    const now = ctx.now().toISOString();
    let payment = current;
    for (const action of actions) payment = applyPaymentAction(payment, action, now);
    payment = { ...payment, version: current.version + 1, lastModifiedAt: now };
    ctx.db.prepare("UPDATE payments SET data = ? WHERE id = ?").run(JSON.stringify(payment), id);
    return payment;
  })();
}
