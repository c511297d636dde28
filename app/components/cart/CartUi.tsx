import { useFetcher } from "@remix-run/react";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ROUTES, TIMINGS } from "../../../config";
import {
  type AddedItem,
  type CartPageData,
  type CartUi,
  CartUiContext,
  type Sidebar,
} from "../../lib/cart-ui";
import { Link } from "../../lib/link";
import { usePrices } from "../../lib/prices";
import { useLocalePath, useRootData } from "../../lib/root-data";
import { ProductGrid } from "../listing/ProductCard";
import { NotificationsHost } from "../notifications/Notifications";
import { CartForm } from "./CartForm";

/**
 * The cart's contents (lines, coupons, totals, Google Pay) come with the sidebar's first opening, not
 * with every page (issue 20 item 1, decision 0048): they show only after a click, and the chunk loads
 * while the sidebar's fetcher loads the cart. A chunk that fails to load (the network) resolves to
 * `Missing`: the sidebar then takes the shopper to the cart page as a whole document, the path that
 * works without JavaScript (decision 0069), instead of a sidebar with nothing in it.
 */
type Contents = typeof import("./CartContents").CartContents;
/** What stands in for the contents when their chunk did not load. */
const Missing: Contents = () => <></>;
const loadContents = () =>
  import("./CartContents").then(
    (module) => ({ default: module.CartContents }),
    () => ({ default: Missing }),
  );
const CartContents = lazy(loadContents);

/** SPEC §4: Safari on iOS opens the sidebars after a short delay. */
const openingDelay = () =>
  /iP(hone|ad|od)/.test(navigator.userAgent) && !/CriOS|FxiOS/.test(navigator.userAgent)
    ? TIMINGS.debounce.safariCartDelay
    : 0;

/** The sidebars of SPEC §2/§4 (cart, complementary products, extra guarantee), as modal dialogs. */
export function CartUiProvider({ children }: { children: ReactNode }) {
  const [sidebar, setSidebar] = useState<Sidebar | null>(null);
  const show = useCallback((next: Sidebar) => {
    const delay = openingDelay();
    if (delay) setTimeout(() => setSidebar(next), delay);
    else setSidebar(next);
  }, []);
  const ui = useMemo<CartUi>(
    () => ({
      openCart: () => show({ kind: "cart" }),
      afterAdd: (added) =>
        show(
          added.guarantees.length > 0
            ? { kind: "guarantee", added }
            : added.complementary.length > 0
              ? { kind: "complementary", added }
              : { kind: "cart" },
        ),
    }),
    [show],
  );
  const next = (added: AddedItem) =>
    setSidebar(added.complementary.length > 0 ? { kind: "complementary", added } : { kind: "cart" });
  return (
    <CartUiContext.Provider value={ui}>
      {children}
      {sidebar && (
        <SidebarDialog onClose={() => setSidebar(null)} kind={sidebar.kind}>
          {sidebar.kind === "cart" && <CartSidebar />}
          {sidebar.kind === "guarantee" && (
            <GuaranteeSidebar added={sidebar.added} onDone={() => next(sidebar.added)} />
          )}
          {sidebar.kind === "complementary" && (
            <ComplementarySidebar added={sidebar.added} onViewCart={() => setSidebar({ kind: "cart" })} />
          )}
        </SidebarDialog>
      )}
    </CartUiContext.Provider>
  );
}

function SidebarDialog({
  kind,
  onClose,
  children,
}: {
  kind: Sidebar["kind"];
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("cart");
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively; the backdrop click is the pointer's equivalent.
    <dialog
      ref={dialog}
      className={`sidebar sidebar--${kind}`}
      aria-labelledby={`sidebar-${kind}-heading`}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <div className="sidebar__panel">
        <button type="button" className="sidebar__close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("sidebar.close")}</span>
        </button>
        {children}
      </div>
      <NotificationsHost />
    </dialog>
  );
}

function CartSidebar() {
  const { t } = useTranslation("cart");
  const path = useLocalePath();
  const fetcher = useFetcher<CartPageData>({ key: "cart-sidebar" });
  const load = fetcher.load;
  const url = path(ROUTES.checkout.cart);
  // Loaded when the sidebar opens; Remix reloads it after every cart change.
  useEffect(() => {
    load(url);
    loadContents().then((loaded) => {
      if (loaded.default === Missing) window.location.assign(url);
    });
  }, [load, url]);
  const cart = fetcher.data?.view;
  const loading = <p aria-busy="true" className="sidebar__loading" />;
  return (
    <>
      <h2 id="sidebar-cart-heading">{t("heading")}</h2>
      {fetcher.data ? (
        <Suspense fallback={loading}>
          <CartContents cart={cart ?? null} compact />
        </Suspense>
      ) : (
        loading
      )}
      <p className="sidebar__actions">
        <Link to={path(ROUTES.checkout.cart)} className="button">
          {t("sidebar.viewCart")}
        </Link>
      </p>
    </>
  );
}

function GuaranteeSidebar({ added, onDone }: { added: AddedItem; onDone: () => void }) {
  const { t } = useTranslation("cart");
  const prices = usePrices();
  const currency = useRootData()?.currency ?? "EUR";
  return (
    <>
      <h2 id="sidebar-guarantee-heading">{t("sidebar.guaranteeHeading")}</h2>
      <p>{t("sidebar.guaranteeIntro", { name: added.name })}</p>
      <ul className="guarantee-options">
        {added.guarantees.map((offer) => (
          <li key={offer.sku}>
            <CartForm intent="guarantee" onResult={(result) => result.ok && onDone()}>
              {({ submitting }) => (
                <>
                  <input type="hidden" name="lineId" value={added.lineId} />
                  <input type="hidden" name="guarantee" value={offer.sku} />
                  <span>
                    {t("guarantee.offer", {
                      name: offer.name,
                      price: prices.format(prices.shown(offer.price, currency), currency),
                    })}
                  </span>
                  <button type="submit" className="button button--primary" disabled={submitting}>
                    {t("guarantee.add")}
                  </button>
                </>
              )}
            </CartForm>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onDone}>
        {t("sidebar.noThanks")}
      </button>
    </>
  );
}

function ComplementarySidebar({ added, onViewCart }: { added: AddedItem; onViewCart: () => void }) {
  const { t } = useTranslation("cart");
  return (
    <>
      <h2 id="sidebar-complementary-heading">{t("sidebar.complementaryHeading")}</h2>
      <ProductGrid products={added.complementary} />
      <button type="button" className="button button--primary" onClick={onViewCart}>
        {t("sidebar.viewCart")}
      </button>
    </>
  );
}
