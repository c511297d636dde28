import type { MetaFunction } from "@remix-run/react";
import { useActionData } from "@remix-run/react";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/server-runtime";
import { useTranslation } from "react-i18next";
import {
  orderTrackingForm,
  pageTitle,
  parseSubmission,
  readAccountForm,
  shownNumber,
} from "~/lib/routes.server";
import { ROUTES } from "../../config";
import { AccountForm, Field, useAccountForm } from "../components/forms/AccountForm";
import { TrackingAnswer } from "../components/orders/TrackingAnswer";
import { ParcelTracking } from "../components/widgets/OrderWidgets";
import { NO_STORE } from "../lib/cache-headers";
import { pageMeta } from "../lib/seo";

export const handle = { i18n: ["common", "account", "orders"] };

/** An answer names an order's states: never kept by any cache. */
export const headers = () => NO_STORE;

/** The form-level message and status of each refusal (keys of the `orders` namespace). */
const REFUSALS = {
  notFound: { message: "tracking.notFound", status: 404 },
  throttled: { message: "tracking.tooMany", status: 429 },
  unavailable: { message: "tracking.unavailable", status: 503 },
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { market, services } = context;
  return json({
    title: await pageTitle(market, "tracking.title", "orders"),
    links: services.links(new URL(request.url), market, () => ROUTES.orderTracking),
  });
}

/**
 * SPEC §2 footer "order tracking" (issue 17.2): a guest's order number and e-mail show the order's
 * states, date and total (server/orders/tracking.ts). A wrong pair answers the same whether or not
 * the number exists; too many look-ups answer 429. What was typed is kept on every answer.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { market, services } = context;
  const read = await readAccountForm(context, request);
  if ("expired" in read) return read.expired;
  const submission = parseSubmission(read.form, orderTrackingForm);
  if (submission.status !== "success")
    return json(
      { result: submission.reply(), order: null, retryAfterMinutes: 0 },
      { status: 422, headers: NO_STORE },
    );
  const outcome = await services.orders.track(submission.value, { market, clientIp: context.clientIp });
  if (outcome.kind === "found") {
    const order = { ...outcome.order, shown: shownNumber(outcome.order.number, market) };
    return json({ result: submission.reply(), order, retryAfterMinutes: 0 }, { headers: NO_STORE });
  }
  const { message, status } = REFUSALS[outcome.kind];
  return json(
    {
      result: submission.reply({ formErrors: [message] }),
      order: null,
      retryAfterMinutes: outcome.kind === "throttled" ? outcome.retryAfterMinutes : 0,
    },
    { status, headers: NO_STORE },
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function OrderTrackingPage() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("orders");
  const [form, fields] = useAccountForm((schemas) => schemas.orderTrackingForm, actionData?.result);
  const order = actionData && "order" in actionData ? actionData.order : null;
  return (
    <div className="account-page account-page--narrow order-tracking">
      <h1>{t("tracking.heading")}</h1>
      <p>{t("tracking.intro")}</p>
      <AccountForm
        form={form}
        namespaces={["orders", "account"]}
        messageValues={{
          minutes: String(actionData && "retryAfterMinutes" in actionData ? actionData.retryAfterMinutes : 0),
        }}
      >
        <Field field={fields.orderNumber} label={t("fields.number")} namespace="orders" autoComplete="off" />
        <Field
          field={fields.email}
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          namespace="orders"
        />
        <button type="submit" className="button button--primary">
          {t("tracking.submit")}
        </button>
      </AccountForm>
      {order && <TrackingAnswer order={order} />}
      {order && <ParcelTracking orderNumber={order.shown} />}
    </div>
  );
}
