import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../../lib/root-data";
import { CartUiProvider } from "../cart/CartUi";
import { LiveCartProvider } from "../cart/LiveCart";
import { ConsentBanner } from "../consent/ConsentBanner";
import { NewsletterSignUp } from "../newsletter/NewsletterSignUp";
import { NotificationsProvider } from "../notifications/Notifications";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LoadingBar } from "./LoadingBar";

/** SPEC §2 layouts; a route picks one with `handle.layout`. */
export type LayoutKind = "default" | "full-width" | "no-footer";

export function Shell({ layout, children }: { layout: LayoutKind; children: ReactNode }) {
  const { t } = useTranslation();
  const cart = useRootData()?.cart;
  return (
    <NotificationsProvider>
      <LiveCartProvider room={cart?.room} version={cart?.version}>
        <CartUiProvider>
          <LoadingBar />
          <a href="#main" className="skip-link">
            {t("skipToContent")}
          </a>
          <Header />
          <main id="main" tabIndex={-1} className={layout === "full-width" ? "main main--full" : "main"}>
            {children}
          </main>
          {/* SPEC §2: the default layout has the newsletter between content and footer. */}
          {layout === "default" && <NewsletterSignUp />}
          {layout !== "no-footer" && <Footer />}
          <ConsentBanner />
        </CartUiProvider>
      </LiveCartProvider>
    </NotificationsProvider>
  );
}
