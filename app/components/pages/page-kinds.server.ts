import { ProductPage } from "../product/ProductPage";
import { CategoryPage } from "./CategoryPage";

/**
 * The catch-all route's chunked page kinds, imported statically: the server renders the shown kind
 * in the first pass, so the HTML is complete without JavaScript and nothing suspends (decision
 * 0077). A `.server` module, so the browser build gets an empty module here and loads each kind as a
 * chunk of its own (./page-kinds.tsx).
 */
export const PAGE_KIND_COMPONENTS = { product: ProductPage, category: CategoryPage };
