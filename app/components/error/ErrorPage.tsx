import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../lib/link";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { NotFoundBlocks } from "../cms/NotFoundBlocks";
import { REQUEST_ID_ELEMENT, useRequestId } from "./request-id";

function Illustration({ kind }: { kind: "not-found" | "error" }) {
  return (
    <svg
      className="error-page__illustration"
      viewBox="0 0 120 80"
      width="120"
      height="80"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="50" cy="36" r="24" fill="none" stroke="#0b5cad" strokeWidth="6" />
      <path d="M68 54l22 20" stroke="#0b5cad" strokeWidth="8" strokeLinecap="round" />
      {kind === "not-found" ? (
        <path d="M40 36h20" stroke="#10243e" strokeWidth="5" strokeLinecap="round" />
      ) : (
        <path d="M50 24v14M50 46v2" stroke="#b3261e" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}

function ErrorPageContent({ status, requestId: given }: { status: number; requestId?: string }) {
  const { t } = useTranslation();
  const path = useLocalePath();
  const root = useRootData();
  const own = useRequestId();
  const requestId = given || own;
  if (status === 404) {
    return (
      <section className="error-page" aria-labelledby="error-heading">
        <Illustration kind="not-found" />
        <h1 id="error-heading">{t("error.notFoundHeading")}</h1>
        <p>{t("error.notFoundText")}</p>
        <Link to={path("/")} className="button button--primary">
          {t("error.home")}
        </Link>
        <NotFoundBlocks blocks={root?.notFoundBlocks ?? []} />
      </section>
    );
  }
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <Illustration kind="error" />
      <h1 id="error-heading">{t("error.heading")}</h1>
      <p>
        <Link to="/" className="button button--primary" reloadDocument>
          {t("error.home")}
        </Link>{" "}
        <a
          href={path("/")}
          onClick={(event) => {
            // Without JavaScript the link leads home; with it, one page back as SPEC §2 says.
            event.preventDefault();
            window.history.back();
          }}
        >
          {t("error.back")}
        </a>
      </p>
      {requestId ? (
        <p className="error-page__reference">
          {t("error.reference")} <code id={REQUEST_ID_ELEMENT}>{requestId}</code>
        </p>
      ) : null}
    </section>
  );
}

function ErrorInErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{t("error.errorPageFailedHeading")}</h1>
      <p>{t("error.errorPageFailedText")}</p>
      <a href="/">{t("error.home")}</a>
    </section>
  );
}

/** Catches a failure while rendering the error page itself (SPEC §2). */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("Error while showing the error page", error);
  }
  override render() {
    return this.state.failed ? <ErrorInErrorPage /> : this.props.children;
  }
}

/** `requestId`: the failed data request's, given when the browser renders the page after a navigation. */
export function ErrorPage({ status, requestId }: { status: number; requestId?: string }) {
  return (
    <ErrorPageGuard>
      <ErrorPageContent status={status} requestId={requestId} />
    </ErrorPageGuard>
  );
}
