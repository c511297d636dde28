import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** SPEC §2 layouts; a route picks one with `handle.layout`. */
export type LayoutKind = "default" | "full-width" | "no-footer";

export function Shell({ layout, children }: { layout: LayoutKind; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={layout === "full-width" ? "main main--full" : "main"}>
        {children}
      </main>
      {layout !== "no-footer" && <Footer />}
    </>
  );
}
