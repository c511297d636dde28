/** `npm run search:rebuild`: rebuilds every locale's search collection from the commerce port. */
import { createCommerce } from "../server/commerce";
import { DEFAULT_SEARCH_DB_PATH } from "../server/search";
import { createIndexer } from "../server/search/indexer";
import { LocalSearch } from "../server/search/local";

const started = performance.now();
const search = LocalSearch.open(process.env.SEARCH_DB_PATH ?? DEFAULT_SEARCH_DB_PATH);
const written = await createIndexer(createCommerce(), search).rebuild();
console.info(
  `Indexed ${written} documents in 28 collections in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
